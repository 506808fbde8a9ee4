// Preloaded into the Next.js server: if the start script is killed outright (SIGKILL), the server
// is re-parented; noticing that and exiting frees the port for the next `npm start`.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();
