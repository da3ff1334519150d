/** The part of @adobe/structured-data-validator (no types of its own) that structured-data.ts uses. */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    errorType?: string;
    rootType?: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: { '@graph': Record<string, unknown>[] });
    validate(data: { jsonld?: Record<string, Record<string, unknown>[]> }): Promise<ValidationIssue[]>;
  }
}
