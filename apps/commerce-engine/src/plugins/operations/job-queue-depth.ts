import { Queue } from 'bullmq';
import type { RedisOptions } from 'ioredis';
import type { DataSource } from 'typeorm';

/** Pending jobs by queue, read at each scrape. */
export interface JobQueueDepth {
  pending(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * The embedded profile's job queue (DefaultJobQueuePlugin): one grouped count over the job
 * table, by Vendure queue name.
 */
export function sqlJobQueueDepth(dataSource: DataSource): JobQueueDepth {
  return {
    async pending() {
      const rows = (await dataSource
        .createQueryBuilder()
        .select('job.queueName', 'queue')
        .addSelect('COUNT(*)', 'n')
        .from('job_record', 'job')
        .where('job.state = :state', { state: 'PENDING' })
        .groupBy('job.queueName')
        .getRawMany()) as { queue: string; n: number | string }[];
      return Object.fromEntries(rows.map((r) => [r.queue, Number(r.n)]));
    },
    async close() {},
  };
}

/**
 * The scaled profile's BullMQ queue: Vendure puts every job type into one BullMQ queue
 * (`vendure-job-queue`), so its waiting, delayed and prioritised jobs are counted together
 * (BullMQ's own counters; no job is read).
 */
export function bullmqJobQueueDepth(connection: RedisOptions, prefix: string): JobQueueDepth {
  const queue = new Queue('vendure-job-queue', { connection: { ...connection, maxRetriesPerRequest: null }, prefix });
  queue.on('error', () => {});
  return {
    async pending() {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'paused');
      return { 'vendure-job-queue': Object.values(counts).reduce((a, b) => a + b, 0) };
    },
    close: () => queue.close(),
  };
}
