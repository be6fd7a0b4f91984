"use client";

import { StatCounter } from "./stat-counter";

type Props = {
  title: string;
  intlTag: string;
  stats: Array<{
    label: string;
    value: number;
    text: string;
    zero: string;
    suffix: string;
    durationMs: number;
    delayMs: number;
  }>;
};

/** The home page's numbers, drawn from plain data; each counts up (StatCounter). */
export function StatsView({ title, intlTag, stats }: Props) {
  return (
    <section aria-labelledby="stats-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="container-page">
        <h2 id="stats-title" className="text-center text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat, index) => (
            <div key={index} className="flex flex-col-reverse gap-2" data-stat={index + 1}>
              <dt className="text-base text-white/85">{stat.label}</dt>
              <dd className="stat-value">
                <StatCounter
                  target={stat.value}
                  text={stat.text}
                  zero={stat.zero}
                  durationMs={stat.durationMs}
                  delayMs={stat.delayMs}
                  suffix={stat.suffix}
                  intlTag={intlTag}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
