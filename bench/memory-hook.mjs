// Loaded with `node --import` into a server the newsletter bench watches: once a second it prints its own
// memory use as one line, `BENCH_MEMORY {"at":…,"rss":…,"heapUsed":…,"heapTotal":…}`, which the bench reads.
const timer = setInterval(() => {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.stdout.write(`BENCH_MEMORY ${JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal })}\n`);
}, Number(process.env.BENCH_MEMORY_INTERVAL_MS || 1000));
timer.unref();
