import { z } from 'zod';
import { CLIENT_LOG_LIMITS } from '../app/client-log';

/** What POST /api/pino takes (spec section 8): `{ level, message: { message, stack, name, type } }`. */
export const MAX_CLIENT_LOG_BYTES = 8_192;

export const clientLogSchema = z.strictObject({
  level: z.enum(['warn', 'error']),
  message: z.strictObject({
    message: z.string().min(1).max(CLIENT_LOG_LIMITS.message),
    stack: z.string().max(CLIENT_LOG_LIMITS.stack).optional(),
    name: z.string().max(CLIENT_LOG_LIMITS.name).optional(),
    type: z.string().max(CLIENT_LOG_LIMITS.type).optional(),
  }),
});

export type ClientLog = z.infer<typeof clientLogSchema>;
