/**
 * Documents and how an English post stores them (src/lib/delta/direction.ts), shared by the unit
 * test and the test of the migration that mends stored posts the same way.
 */
export const RTL = { direction: "rtl", align: "right" } as const;

export const LINE_DIRECTION_CASES: Array<{ name: string; content: { ops: unknown[] }; english: { ops: unknown[] } }> = [
  {
    name: "every line right-to-left, as the Arabic dashboard typed it",
    content: {
      ops: [
        { insert: "First." },
        { insert: "\n", attributes: RTL },
        { insert: "Second." },
        { insert: "\n", attributes: RTL },
      ],
    },
    english: { ops: [{ insert: "First.\nSecond.\n" }] },
  },
  {
    name: "an Arabic quotation keeps its direction, the English lines around it lose theirs",
    content: {
      ops: [
        { insert: "As the proverb says:" },
        { insert: "\n", attributes: RTL },
        { insert: "اطلبوا العلم" },
        { insert: "\n", attributes: RTL },
        { insert: "Keep learning." },
        { insert: "\n", attributes: RTL },
      ],
    },
    english: {
      ops: [
        { insert: "As the proverb says:\nاطلبوا العلم" },
        { insert: "\n", attributes: RTL },
        { insert: "Keep learning.\n" },
      ],
    },
  },
  {
    name: "other line formats and inline formats are kept, and empty lines lose the direction",
    content: {
      ops: [
        { insert: "Heading" },
        { insert: "\n", attributes: { header: 2, direction: "rtl", align: "right" } },
        { insert: "Bold", attributes: { bold: true } },
        { insert: " text" },
        { insert: "\n\n", attributes: RTL },
        { insert: "Centred" },
        { insert: "\n", attributes: { direction: "rtl", align: "center" } },
      ],
    },
    english: {
      ops: [
        { insert: "Heading" },
        { insert: "\n", attributes: { header: 2 } },
        { insert: "Bold", attributes: { bold: true } },
        { insert: " text\n\nCentred" },
        { insert: "\n", attributes: { align: "center" } },
      ],
    },
  },
  {
    name: "an image's line and a line that was already left-to-right",
    content: {
      ops: [
        { insert: { image: "/uploads/a.webp" }, attributes: { alt: "A chart" } },
        { insert: "\n", attributes: RTL },
        { insert: "Plain.\nAligned right" },
        { insert: "\n", attributes: { align: "right" } },
      ],
    },
    english: {
      ops: [
        { insert: { image: "/uploads/a.webp" }, attributes: { alt: "A chart" } },
        { insert: "\nPlain.\nAligned right" },
        { insert: "\n", attributes: { align: "right" } },
      ],
    },
  },
  {
    name: "a post without any right-to-left line is left alone",
    content: { ops: [{ insert: "Nothing to mend.\n" }] },
    english: { ops: [{ insert: "Nothing to mend.\n" }] },
  },
];
