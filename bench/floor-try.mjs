import { startFrameworkFloor } from './lib/framework-floor.mjs';
const f = await startFrameworkFloor({ port: 3290, logFile: '/tmp/floor.log' });
console.log(f.url);
setTimeout(() => {}, 1e9);
