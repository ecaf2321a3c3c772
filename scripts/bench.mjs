// `npm run bench`: speed goals live here, never in tests. Filled in by the performance work.
console.log("no benchmarks yet");
