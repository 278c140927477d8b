/** Runs `task` every `intervalMs`, never two at once; `stop` waits for the running one. */
export function startPeriodicJob(name: string, intervalMs: number, task: () => Promise<void>, log: (msg: string, err: unknown) => void) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error: unknown) => log(`job ${name} failed`, error))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type PeriodicJob = ReturnType<typeof startPeriodicJob>;
