import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadOptions } from './http-load';

/**
 * The bench's load client, in a thread of its own (http-load.ts, runLoadOffThread): its fetch,
 * undici and decompression work runs on this thread's event loop, not in the queue of the server
 * it measures, as a real client's would.
 */
const result = await runLoad(workerData as LoadOptions);
parentPort?.postMessage(result);
