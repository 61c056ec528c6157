import { z } from 'zod';
import { defineJob } from '../../lib/jobs';
import { sweepLocalStorage } from '../../lib/storage-sweep';

/**
 * A crash's leftovers on local disk (temporary uploads, files no row points at), swept once per
 * start on the queue: the walk grows with the number of stored files, so it stays off the
 * start-up path. S3 writes are single PutObject calls and leave nothing to sweep.
 */
export const storageSweepJob = defineJob({
  name: 'storage-sweep',
  payload: z.object({}),
  retry: { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
  async run(_payload, { deps, logger }) {
    if (deps.env.s3) return;
    await sweepLocalStorage({ root: deps.env.filesDir, db: deps.db, logger });
  },
});

export const systemJobs = [storageSweepJob];
