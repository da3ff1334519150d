/**
 * A GraphQL document as a plain string that carries its result and variables types, so
 * `send(ctx, doc, vars)` is typed without a code generator. Both connectors write theirs so.
 */
export type GraphqlDocument<TData, TVariables = Record<string, never>> = string & {
  readonly __data?: TData;
  readonly __variables?: TVariables;
};

export function gql<TData, TVariables = Record<string, never>>(source: string): GraphqlDocument<TData, TVariables> {
  return source as GraphqlDocument<TData, TVariables>;
}

/** The operation name of a document (`query Name ...`): sent as `operationName`, named in errors. */
export function operationNameOf(document: string): string | undefined {
  return /^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

export function isMutation(document: string): boolean {
  return /^\s*mutation\b/.test(document);
}
