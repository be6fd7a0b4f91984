-- wrk's end-of-run hook: the figures bench/lib/load.ts reads, as one JSON line on stdout.
-- Latencies are in microseconds.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p975":%d,"p99":%d,"max":%d}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write,
    errors.status, errors.timeout, latency:percentile(50), latency:percentile(90), latency:percentile(97.5),
    latency:percentile(99), latency.max))
end
