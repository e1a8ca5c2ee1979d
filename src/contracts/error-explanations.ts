// What each error of the platform means and what a person can do next, one sentence each, shown beside the
// platform's own words (the way an error-code reference page does). Every error text of the spec's error table
// is here (a unit test reads the spec and checks), and so is every other refusal the console can meet: the
// sandbox's answers where the spec shows none, this server's own answers, and failures without an answer.
import { CAMPAIGN_NOT_FOUND } from './campaigns-rules.ts';
import { OTP_ERRORS } from './otp-sessions-rules.ts';
import { TEMPLATE_ERRORS } from './otp-templates-rules.ts';
import { STAT_ERRORS } from './statistics-rules.ts';
import { VIBER_ERRORS } from './viber-rules.ts';

/** A place of the console where the person can act on the error; the app layer turns it into a link. */
export type ErrorAction =
  | 'pending-sessions'
  | 'sessions'
  | 'send-otp'
  | 'templates'
  | 'requested-templates'
  | 'contacts'
  | 'statistics'
  | 'sign-in';

export interface ErrorExplanation {
  /** What the error means and what to do next. */
  text: string;
  /** Where to act on it, when the console has such a place. */
  action?: ErrorAction;
}

/** Link labels of the actions, in the words of the place they open. */
export const ERROR_ACTION_LABELS: Readonly<Record<ErrorAction, string>> = {
  'pending-sessions': 'Open the pending sessions',
  sessions: 'Open the 2FA sessions',
  'send-otp': 'Send a new OTP',
  templates: 'Open the OTP templates',
  'requested-templates': 'Open the templates awaiting moderation',
  contacts: 'Open the contact book',
  statistics: 'Open the statistics files',
  'sign-in': 'Sign in again',
};

/** The three texts the spec names besides its table ("The error set also names ..."). */
export const OTP_EXTRA_ERRORS = {
  accessCodeNotFound: 'Access code not found',
  invalidStatus: OTP_ERRORS.invalidStatus,
  priceNotFound: 'Authentication price not found',
} as const;

/** The messages of shape 3, the integration errors between the API and the 2FA service. */
export const INTEGRATION_ERRORS = [
  'raw response empty',
  'raw response has incorrect content',
  'error response empty',
  'error response structure incorrect',
  'error on getting an error response',
  'error on getting a successful response',
  'error on getting a response',
  'general 2FA service error',
] as const;

/** The fixed message of shape 2 (the fields carry the details). */
export const VALIDATION_ERROR_MESSAGE = 'The given data was invalid.';

const INTEGRATION: ErrorExplanation = {
  text: 'The 2FA service behind the platform failed to answer properly; nothing you sent was wrong. Try again in a minute, and open the sessions list to check whether the session was created before sending again.',
  action: 'sessions',
};

/** By the exact text of the error (compared without case and a final full stop). */
const BY_TEXT: ReadonlyArray<readonly [string, ErrorExplanation]> = [
  // 2FA sessions
  [
    OTP_ERRORS.channelNotFound,
    {
      text: 'The channel named in the request is not one your account can send by (only sms and viber are known). Choose SMS or Viber and send again.',
    },
  ],
  [
    OTP_ERRORS.templateNotFound,
    {
      text: 'No template with this id exists in your account (it may have been deleted). Choose another template, or reload the templates list.',
      action: 'templates',
    },
  ],
  [
    OTP_ERRORS.invalidTemplateStatus,
    {
      text: 'The template is not approved yet (or was rejected), so it cannot send codes. Choose an approved template, or wait for moderation.',
      action: 'templates',
    },
  ],
  [
    OTP_ERRORS.insufficientFunds,
    {
      text: 'The account balance is too low for this message. Top up the account and send again; nothing was sent and nothing was charged.',
    },
  ],
  [
    OTP_ERRORS.stopList,
    {
      text: 'The recipient is on the SMS or Viber stop list of your contact book, so no code was sent. Remove them from the stop list there, or send by the other channel.',
      action: 'contacts',
    },
  ],
  [
    OTP_ERRORS.channelInactive,
    {
      text: 'This channel is switched off for your account. Send by the other channel, or ask your account manager to switch it on.',
    },
  ],
  [
    OTP_ERRORS.demoMode,
    {
      text: 'The account is in demo mode: codes go only to the manager’s phone number. Send to that number, or have the account verified to send to anyone.',
    },
  ],
  [
    OTP_ERRORS.pendingLimit,
    {
      text: 'Too many sessions are still waiting for a code. Cancel the old pending ones (or let them expire), then send again.',
      action: 'pending-sessions',
    },
  ],
  [
    OTP_ERRORS.totalLimit,
    {
      text: 'The account has reached its limit of sessions for now. Wait a while before sending another code; nothing was sent.',
    },
  ],
  [
    OTP_ERRORS.templateNotAvailable,
    {
      text: 'This template cannot be used for this send: it exists only in the account’s test mode, or it does not cover the recipient’s country. Choose another approved template.',
      action: 'templates',
    },
  ],
  [
    OTP_ERRORS.failedStatus,
    {
      text: 'The session has failed (every try was used), so it cannot be resent or canceled. Send a new OTP if the person still needs a code.',
      action: 'send-otp',
    },
  ],
  [
    OTP_ERRORS.canceledStatus,
    {
      text: 'The session was canceled, so it cannot be resent. Send a new OTP if the person still needs a code.',
      action: 'send-otp',
    },
  ],
  [
    OTP_ERRORS.expired,
    {
      text: 'The session has expired, so it cannot be resent or canceled. Send a new OTP if the person still needs a code.',
      action: 'send-otp',
    },
  ],
  [
    OTP_ERRORS.notFound,
    {
      text: 'No session with this id exists in your account. Check the id, or find the session in the list by recipient.',
      action: 'sessions',
    },
  ],
  [
    OTP_ERRORS.codeMismatch,
    {
      text: 'The code entered is not the one that was sent; each wrong code uses one try. Check the code with the person and enter it again.',
    },
  ],
  [
    OTP_ERRORS.codeExpired,
    {
      text: 'The code’s lifetime ran out before it was entered, and the session has expired. Send a new OTP.',
      action: 'send-otp',
    },
  ],
  [
    OTP_ERRORS.attemptsLimit,
    {
      text: 'Every allowed try was used, so the session has failed. Send a new OTP.',
      action: 'send-otp',
    },
  ],
  [
    OTP_EXTRA_ERRORS.invalidStatus,
    {
      text: 'The session is already finished (verified, expired, failed or canceled), so this action is no longer possible. Reload the session to see its status.',
    },
  ],
  [
    OTP_EXTRA_ERRORS.accessCodeNotFound,
    {
      text: 'The platform has no code for this session (it was never generated or is gone). Send a new OTP.',
      action: 'send-otp',
    },
  ],
  [
    OTP_EXTRA_ERRORS.priceNotFound,
    {
      text: 'The platform has no price for this recipient’s country and channel, so it cannot send. Try the other channel, or ask your account manager to add the route.',
    },
  ],
  // Templates
  [
    TEMPLATE_ERRORS.requestedLimit,
    {
      text: 'Ten templates are already awaiting moderation, the most allowed. Wait for them to be moderated (or delete one), then create this one.',
      action: 'requested-templates',
    },
  ],
  [
    TEMPLATE_ERRORS.variableRequired,
    {
      text: 'The text must contain the {code2fa} variable exactly as written, where the code goes. Add it to the text.',
    },
  ],
  [
    TEMPLATE_ERRORS.variableOnce,
    {
      text: 'The {code2fa} variable appears more than once. Keep one, where the code goes.',
    },
  ],
  [
    TEMPLATE_ERRORS.accountMode,
    {
      text: 'Demo and test accounts cannot do this. Have the account verified to live mode, or ask your account manager.',
    },
  ],
  [
    TEMPLATE_ERRORS.nameTaken,
    {
      text: 'Your account already has a template with this name. Choose another name.',
      action: 'templates',
    },
  ],
  [
    TEMPLATE_ERRORS.defaultNotDeletable,
    {
      text: 'The default template cannot be deleted. Make another template the default first, or keep it.',
    },
  ],
  // Shape 2
  [
    VALIDATION_ERROR_MESSAGE,
    {
      text: 'A value of the request breaks the platform’s rules; the fields say which. Correct them and send again.',
    },
  ],
  // Refusals outside the spec's table (the sandbox's where the spec shows none, and this server's own).
  [
    CAMPAIGN_NOT_FOUND,
    {
      text: 'No campaign with this id exists in your account. Check the id; a campaign’s id is in its messages.',
    },
  ],
  [
    'Contact not found',
    {
      text: 'No contact with this id exists in your contact book. Check the id, or create the contact.',
      action: 'contacts',
    },
  ],
  [
    VIBER_ERRORS.notFound,
    {
      text: 'No Viber message with this id or reference exists in your account. Check it; a reference is your own id, up to 32 letters and digits.',
    },
  ],
  [
    STAT_ERRORS.notFound,
    {
      text: 'No statistics file with this key exists in your account. Pick one from the list of files.',
      action: 'statistics',
    },
  ],
  [
    STAT_ERRORS.fileFailed,
    {
      text: 'The platform could not build this file (status Error). Request the statistics again to get a new file.',
      action: 'statistics',
    },
  ],
  [
    STAT_ERRORS.csvNeedsMessageType,
    {
      text: 'Only files requested with a message type can be read as csv. Open the file as json or xml instead.',
    },
  ],
  [
    STAT_ERRORS.keyInvalid,
    {
      text: 'The link does not hold a valid file key. Pick the file from the list.',
      action: 'statistics',
    },
  ],
  [
    STAT_ERRORS.formatInvalid,
    { text: 'Files can be read as json, xml or csv only. Choose one of them.' },
  ],
  [
    'Unauthenticated.',
    {
      text: 'The platform no longer accepts your key (it was revoked or your session ended). Sign in again.',
      action: 'sign-in',
    },
  ],
  [
    'Not found',
    { text: 'The platform has no such record or address. Check the id or the link you followed.' },
  ],
  [
    'Internal server error',
    {
      text: 'The console’s server failed on this request. Try again; if it keeps failing, tell your administrator.',
    },
  ],
  [
    'Internal sandbox error',
    { text: 'The sandbox failed on this request. Try again, or reset the sandbox.' },
  ],
  [
    'The template was not stored',
    { text: 'The platform accepted the template but could not save it. Try again.' },
  ],
  [
    'The platform did not answer in time.',
    {
      text: 'The platform took too long to answer. Try again; a send may still have been done, so check the list first.',
    },
  ],
  [
    'The platform cannot be reached.',
    { text: 'The console’s server cannot reach the platform. Try again in a minute.' },
  ],
  ...INTEGRATION_ERRORS.map((message) => [message, INTEGRATION] as const),
];

/** The refusal to stop a campaign in a status that cannot stop; its first group is the status. */
export const NOT_STOPPABLE_PATTERN = /^Campaign in status (\S+) cannot be stopped$/i;

/** Texts with a part that varies (a status, a phone number). */
const BY_PATTERN: ReadonlyArray<readonly [RegExp, ErrorExplanation]> = [
  [
    NOT_STOPPABLE_PATTERN,
    {
      text: 'Only a campaign in moderation, scheduled, sending or paused can be stopped; this one is past that (or not yet created). Nothing was changed.',
    },
  ],
  [
    /only with phone numbers verified/i,
    {
      text: 'A test-mode account may save contacts only with phone numbers verified in its personal account. Verify the number there, or use a verified one.',
    },
  ],
  [
    /^The request body is larger than \d+ bytes\.?$/i,
    { text: 'What was sent is too large for the console’s server. Send less at once.' },
  ],
  [
    /^Injected fault/i,
    {
      text: 'The sandbox was told to fail this request (a fault control). Clear the fault, or try again.',
    },
  ],
];

/** By HTTP status, for answers whose text is not listed (or absent). */
const BY_STATUS: Readonly<Record<number, ErrorExplanation>> = {
  401: { text: 'Your session has ended. Sign in again to continue.', action: 'sign-in' },
  402: { text: 'The account balance is too low. Top up the account; nothing was charged.' },
  403: { text: 'Your account or key is not allowed to do this. Ask your account manager.' },
  404: { text: 'The platform has no such record. Check the id or the link you followed.' },
  408: { text: 'The request took too long. Try again.' },
  413: { text: 'What was sent is too large. Send less at once.' },
  429: { text: 'Too many requests in a short time. Wait a few seconds and try again.' },
};

const NO_ANSWER: Readonly<Record<'network' | 'timeout' | 'invalid-response', ErrorExplanation>> = {
  network: {
    text: 'The console got no answer (you may be offline, or the server is down). Check the connection and try again.',
  },
  timeout: {
    text: 'No answer came in time. Try again; a send may still have been done, so check the list before sending again.',
  },
  'invalid-response': {
    text: 'The platform answered with data the console cannot read (it differs from the API description). Try again; if it persists, report it with the time.',
  },
};

const SERVER_FAILED: ErrorExplanation = {
  text: 'The platform failed on its side; nothing you entered was wrong. Try again in a minute.',
};

const normalise = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();
const TABLE = new Map(BY_TEXT.map(([text, explanation]) => [normalise(text), explanation]));

/** The explanation of one error text, or undefined when it is not listed. */
export function explainErrorText(message: string): ErrorExplanation | undefined {
  const text = message.trim();
  return TABLE.get(normalise(text)) ?? BY_PATTERN.find(([pattern]) => pattern.test(text))?.[1];
}

/** What the console can know of a failed request (the shape of `ApiError`, without depending on it). */
export interface FailedRequest {
  kind: 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';
  status: number;
  messages: readonly string[];
}

/** The explanation of a failed request: by its texts first, then by its status or its lack of an answer. */
export function explainFailure(failure: FailedRequest): ErrorExplanation | undefined {
  for (const message of failure.messages) {
    const explanation = explainErrorText(message);
    if (explanation) return explanation;
  }
  if (failure.kind === 'aborted') return undefined;
  if (failure.kind !== 'http') return NO_ANSWER[failure.kind];
  return BY_STATUS[failure.status] ?? (failure.status >= 500 ? SERVER_FAILED : undefined);
}
