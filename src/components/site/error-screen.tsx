import type { ReactNode } from "react";

export type ErrorScreenProps = {
  status: number;
  title: string;
  description: string;
  /** The technical status message of the error catalogue (docs/decisions.md, decision 39), shown small. */
  message?: ReactNode;
  /** The single action: back to the localised home page. */
  action: ReactNode;
};

/** The error screen: status code, translated title and description, one button home. */
export function ErrorScreen({ status, title, description, message, action }: ErrorScreenProps) {
  return (
    <section
      className="container-page flex flex-1 flex-col items-center justify-center py-20 text-center"
      aria-labelledby="error-title"
    >
      <p className="text-7xl font-bold text-brand-700 sm:text-8xl" aria-hidden>
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">
        <span className="sr-only">{status} – </span>
        {title}
      </h1>
      <p className="mt-3 max-w-xl text-lg text-navy-700">{description}</p>
      {typeof message === "string" ? (
        <p className="mt-3 max-w-xl text-sm break-all text-navy-700" data-testid="error-message">
          <bdi>{message}</bdi>
        </p>
      ) : (
        message
      )}
      <div className="mt-8">{action}</div>
    </section>
  );
}
