/**
 * Benchmark helper for renderDelta (tooling only, not imported by the site).
 *   npx tsx -e "import('./src/lib/delta/benchmark.ts').then(m=>console.log(m.measureRenderDelta()))"
 */
import { renderDelta } from "./render-delta";
import type { Delta, DeltaAttributes, DeltaInsertOp } from "./types";

const WORDS = [
  "Asas",
  "builds",
  "reliable",
  "software",
  "for",
  "clients",
  "across",
  "the",
  "region",
  "with",
  "care",
  "& <precision>",
  "تقنية",
  "حلول",
  "رقمية",
  "موثوقة",
];

/** Deterministic pseudo-random sequence (LCG), so every run builds the same document. */
function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

/**
 * A realistic, deterministic mixed document of exactly `operationCount` ops: paragraphs with
 * bold/italic/links/colours, headers, nested and mixed lists, code blocks, blockquotes and images.
 */
export function buildLargeDelta(operationCount: number): Delta {
  const count = Math.max(0, Math.floor(operationCount));
  const random = makeRandom(20_240_601);
  const ops: DeltaInsertOp[] = [];
  const sentence = (length: number): string => {
    const parts: string[] = [];
    for (let i = 0; i < length; i++) parts.push(WORDS[Math.floor(random() * WORDS.length)] ?? "word");
    return parts.join(" ");
  };
  const push = (insert: DeltaInsertOp["insert"], attributes?: DeltaAttributes): void => {
    ops.push(attributes === undefined ? { insert } : { insert, attributes });
  };

  let section = 0;
  while (ops.length < count) {
    switch (section % 6) {
      case 0: // header + paragraph with inline formats
        push(`Section ${section}: ${sentence(4)}`);
        push("\n", { header: 1 + (section % 3) });
        push(`${sentence(12)} `);
        push(sentence(3), { bold: true });
        push(" and ");
        push(sentence(2), { italic: true, color: "#cc0000" });
        push(", see ");
        push("the docs", { link: `https://example.com/docs/${section}` });
        push(`. ${sentence(10)}\n`);
        break;
      case 1: // nested, mixed list
        for (let i = 0; i < 6; i++) {
          push(sentence(6));
          push("\n", { list: i % 3 === 2 ? "bullet" : "ordered", indent: i % 3 });
        }
        push(sentence(4));
        push("\n", { list: "checked" });
        push(sentence(4));
        push("\n", { list: "unchecked" });
        break;
      case 2: // code block
        for (let i = 0; i < 4; i++) {
          push(`const value${i} = compute("${sentence(2)}") < ${i};`);
          push("\n", { "code-block": "javascript" });
        }
        break;
      case 3: // image with caption paragraph
        push({ image: `https://cdn.example.com/images/${section}.png` }, { alt: sentence(3), width: "640" });
        push("\n", { align: "center" });
        push(sentence(8), { underline: true, background: "yellow" });
        push("\n");
        break;
      case 4: // RTL blockquote and paragraph
        push(sentence(14));
        push("\n", { blockquote: true, direction: "rtl", align: "right" });
        push(sentence(9));
        push(" code", { code: true });
        push("\n", { indent: 1 });
        break;
      default: // plain paragraphs
        push(`${sentence(20)}\n${sentence(16)}\n`);
        break;
    }
    section++;
  }
  ops.length = count;
  return { ops };
}

export interface RenderBenchmark {
  readonly operations: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly htmlBytes: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** Renders a `buildLargeDelta(operationCount)` document `iterations` times (after a warm-up). */
export function measureRenderDelta(operationCount = 5000, iterations = 50): RenderBenchmark {
  const delta = buildLargeDelta(operationCount);
  let html = "";
  for (let i = 0; i < 5; i++) html = renderDelta(delta); // warm-up: let the JIT settle
  const timings: number[] = [];
  for (let i = 0; i < Math.max(1, iterations); i++) {
    const start = performance.now();
    html = renderDelta(delta);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number): number => Math.round(ms * 1000) / 1000;
  return {
    operations: delta.ops.length,
    medianMs: round(percentile(timings, 0.5)),
    p95Ms: round(percentile(timings, 0.95)),
    htmlBytes: new TextEncoder().encode(html).length,
  };
}
