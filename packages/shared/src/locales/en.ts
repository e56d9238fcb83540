/**
 * Messages both sides show: server errors, validation and field names. The web app loads
 * these as i18next namespaces; the API translates its answers with them.
 */
export const en = {
  errors: {
    unauthenticated: 'Please sign in to continue.',
    session_expired: 'Your session has ended. Please sign in again.',
    invalid_credentials: 'These credentials do not match our records.',
    inactive_user: 'This account is disabled.',
    rate_limited: 'Please wait before retrying.',
    forbidden: 'you are not authorized',
    not_found: 'Not found.',
    route_not_found: 'The requested address does not exist.',
    validation_failed: 'data incomplete',
    conflict: 'This change conflicts with existing data.',
    in_use: 'It is in use and cannot be deleted: {{names}}',
    server_error: 'Some error happened please call technical support',
    bad_request: 'The request could not be read.',
    payload_too_large: 'The upload is too large.',
    unknown_middleware: 'Unknown middleware {{name}}',
  },
  messages: {
    cache_cleared: 'refresh success',
    deleted: 'Deleted successfully',
  },
  validation: {
    required: '{{field}} is required',
    invalid: '{{field}} is invalid',
    invalid_email: 'The email must be a valid email address.',
    invalid_phone: 'The phone number is invalid.',
    min_length: '{{field}} must be at least {{min}} characters',
    max_length: '{{field}} may not be more than {{max}} characters',
    must_be_number: '{{field}} must be a number',
    must_be_positive: '{{field}} must be greater than zero',
    unique: 'This {{field}} is already taken.',
    role_name: 'Name should contain at least one letter and not be only numbers.',
  },
  fields: {
    name: 'Name',
    'name.en': 'English name',
    'name.ar': 'Arabic name',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    token: 'Token',
    ids: 'Items',
    units: 'Units',
    field: 'This field',
  },
};

export type MessageCatalogue = typeof en;
