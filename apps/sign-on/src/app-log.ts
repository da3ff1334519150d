/** Where the service writes what happens (the kit's logger in production: JSON lines). */
export interface AppLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
