// Run as a child process by memoryBench: `node --import tsx bench/peakRss.ts <command line...>` runs the
// command line in this process and reports its peak resident memory, which counts the worker threads too.
const { main } = await import('../src/cli/main.ts');
await main(process.argv.slice(2));
process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\n`);
