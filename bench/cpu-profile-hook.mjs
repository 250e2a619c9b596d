// Loaded with `node --import` into a server the bench profiles. SIGUSR2 starts a V8 CPU profile; the next
// SIGUSR2 stops it and writes it to BENCH_CPU_PROFILE (a .cpuprofile file), so only the load is in it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.BENCH_CPU_PROFILE;
if (file) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      session.post('Profiler.enable');
      session.post('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_CPU_PROFILE_INTERVAL_US || 1000) });
      session.post('Profiler.start');
      running = true;
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) console.error(`the CPU profile could not be taken: ${error.message}`);
      else writeFileSync(file, JSON.stringify(result.profile));
      session.post('Profiler.disable');
    });
  });
}
