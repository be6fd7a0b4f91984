// The production server `npm start` runs: Next.js behind a plain Node HTTP server, so that the
// client address the app sees cannot be chosen by the client. (Plain JavaScript: it runs as is.)
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "localhost";

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((request, response) => {
  // Append the connecting address to X-Forwarded-For. The app counts TRUSTED_PROXIES entries back
  // from the end, so a header the client made up is never taken for its address.
  const remote = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${remote}` : remote;
  void handle(request, response);
}).listen(port, hostname, () => {
  console.log(`› Ready on http://${hostname}:${port}`);
});
