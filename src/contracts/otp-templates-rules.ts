// The OTP templates' value lists, limits and id rule, which a templates address is read with, and the error texts
// (src/contracts/error-explanations.ts, on most pages): no request or response schema, so that the entry chunk
// (every route's validateSearch) carries only these (otp-templates.ts has the rest of the area and re-exports
// these).

export const TEMPLATE_STATUSES = ['requested', 'approved', 'rejected'] as const;

export const TEMPLATE_NAME_MIN = 3;
export const TEMPLATE_NAME_MAX = 50;
export const TEMPLATE_TEXT_MIN = 9;
export const TEMPLATE_TEXT_MAX = 70;
/** Templates in status requested per account. */
export const REQUESTED_TEMPLATES_LIMIT = 10;
/** Default page[limit] of the templates list (spec). */
export const TEMPLATE_PAGE_LIMIT_DEFAULT = 10;
/** Maximum page[limit]: the spec does not show one; the sandbox picks 100. */
export const TEMPLATE_PAGE_LIMIT_MAX = 100;
/** Maximum ids in filter[ids]: not shown by the spec; the sandbox picks 100. */
export const TEMPLATE_FILTER_IDS_MAX = 100;

export const TEMPLATE_SORTS = ['template_id', 'status', 'name', 'updated_at'] as const;

/** A template id as a path parameter, filter value or send field: 1 to 9 digits, an integer id (no leading zero). */
export const TEMPLATE_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** The spec's error texts of the template operations (shape 1, service errors). */
export const TEMPLATE_ERRORS = {
  requestedLimit: 'limit of 10 requested templates',
  variableRequired: 'The variable {code2fa} is required in the text',
  variableOnce: 'The {code2fa} variable must occur only once in the text',
  accountMode: 'This action is not available for the account of your type',
  nameTaken: 'User has a template with the identical name!',
  defaultNotDeletable: 'Default template is not available for deletion',
  notFound: 'Template not found',
} as const;
