import { bodyOf, buildBareApp, startBareApp } from "./lib/bare-app";
const html = await (
  await fetch("http://localhost:3200/en/blog/launching-an-online-store-in-saudi-arabia-checklist")
).text();
await buildBareApp(bodyOf(html));
const bare = await startBareApp(3240);
console.log("bare pid", bare.pid);
await new Promise((r) => setTimeout(r, 900_000));
