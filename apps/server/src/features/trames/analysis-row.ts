import type { TAnalysisJob } from '@praxis/shared/trames/schemas';
import { trameAnalysisJobs } from '../../db/schema';

export const analysisColumns = {
  id: trameAnalysisJobs.id,
  trameId: trameAnalysisJobs.trameId,
  userId: trameAnalysisJobs.userId,
  recordIds: trameAnalysisJobs.recordIds,
  status: trameAnalysisJobs.status,
  errorMessage: trameAnalysisJobs.errorMessage,
  createdAt: trameAnalysisJobs.createdAt,
  completedAt: trameAnalysisJobs.completedAt,
};

const STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

export function toAnalysisJob(
  row: {
    id: string;
    trameId: string;
    userId: string;
    recordIds: string[];
    status: string;
    errorMessage: string | null;
    createdAt: Date;
    completedAt: Date | null;
  },
  userId: string,
): TAnalysisJob {
  return {
    id: row.id,
    trameId: row.trameId,
    recordIds: row.recordIds,
    status: (STATUSES as readonly string[]).includes(row.status)
      ? (row.status as TAnalysisJob['status'])
      : 'pending',
    errorMessage: row.errorMessage,
    isOwn: row.userId === userId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
