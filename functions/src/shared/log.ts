// Structured logging for every function and the scripts that run their code: Cloud Logging's JSON
// lines in a function, readable lines in a local script (each passes its own).
import * as logger from 'firebase-functions/logger';

export interface Log {
  info: (message: string, data: Record<string, unknown>) => void;
  error: (message: string, data: Record<string, unknown>) => void;
}

export const functionsLog: Log = { info: logger.info, error: logger.error };
