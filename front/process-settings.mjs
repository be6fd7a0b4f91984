// Imported first by server.mjs, before anything compiles WebAssembly. (The settings that only apply
// from a process's start are given by whoever starts it: scripts/lib/server-process.ts.)
//
// The embedded database (PGlite's PostgreSQL, compiled to WebAssembly) runs on V8's baseline
// compiler, Liftoff, only (docs/decisions.md, decision 32). With V8's default dynamic tier-up, a
// function PostgreSQL runs often at start (function 2272 of PGlite 0.5's module, 105 KB of code) is
// recompiled by the optimizing compiler, which takes 600 MB of memory for 0.6 s
// (node --trace-wasm-compilation-times): that alone would be the server's peak resident memory
// (879 MiB, against 450 MiB under load without it). V8 has no flag to leave one function out, so
// none is recompiled.
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--no-wasm-tier-up");
setFlagsFromString("--no-wasm-dynamic-tiering");
