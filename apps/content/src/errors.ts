/**
 * Error replies in the shapes the Storyblok CDN API uses, which storyblok-js-client reads as
 * `Array.isArray(body) ? body[0] : body.error`: a 404 is a one-element array of text, every
 * other error an object with an `error` message.
 */
export type ErrorBody = string[] | { error: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return this.status === 404 ? [this.message] : { error: this.message };
  }
}

export const NOT_FOUND_MESSAGE = 'This record could not be found';

export const notFound = () => new ApiError(404, NOT_FOUND_MESSAGE);
export const unauthorized = () => new ApiError(401, 'Unauthorized');
export const badRequest = (message: string) => new ApiError(400, message);
export const unprocessable = (message: string) => new ApiError(422, message);
export const methodNotAllowed = () => new ApiError(405, 'Method Not Allowed');
export const uriTooLong = () => new ApiError(414, 'URI Too Long');
