/**
 * The widths, in pixels, of the pictures in public/ that pages show through the image optimiser
 * (drawn by scripts/media). The optimiser never enlarges a picture, so a srcset entry wider than
 * its file would only fetch the same pixels again: StaticImage's `sourceWidth` leaves those out.
 */
export const PICTURE_WIDTHS = {
  heroPoster: 1280,
  serviceImage: 1200,
  solutionImage: 800,
  aboutImage: 1200,
} as const;
