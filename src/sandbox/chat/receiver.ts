/**
 * What the sandbox states of each chat platform, once, in the platform's file: the receiver's
 * side of what our client states of it (src/jobs/notify/platforms/platform.ts), written from the
 * platform's documentation, not from the client. The registry (receivers.ts) lists them.
 */
import type { ChatAnswer, ChatRequest, ReceiverConfig } from './answer.js';

/** Markdown to HTML with raw HTML off (micromark, which the chat page loads on demand). */
export type Markdown = (text: string) => string;

/** One chat platform's webhook as the sandbox answers it. */
export interface Receiver {
  /** Its id in the sandbox's log lines, chat page and API (`dingtalk`). */
  readonly id: string;
  /** Its name (`DingTalk`). */
  readonly name: string;
  /**
   * The settings of our actions and CLI that the banner names for its URL and its signing secret
   * (none: its robot does not sign, and `receive` checks no signature). The client's names, held
   * to its settings by test/unit/sandbox/chat-receivers.test.ts.
   */
  readonly settings: { readonly webhook: string; readonly secret?: string };
  /** Whether its robot can insist on keywords (`receive` refuses a message without one). */
  readonly keywords: boolean;
  /**
   * The path and query of its webhook URL.
   * @param token the secret word of the URL (access_token, key, hook, `sig`)
   * @param hookId a random hex id, for a URL that names its hook besides the token (Teams' workflow)
   */
  webhookPath(token: string, hookId: string): string;
  /** Whether a request to `pathname` is one for this receiver (it may still refuse it). */
  owns(pathname: string): boolean;
  /** The body it reads at most, in bytes; a bigger one is answered `tooLarge`. */
  readonly maxBodyBytes: number;
  /** How it refuses a body over maxBodyBytes. */
  readonly tooLarge: ChatAnswer;
  /** How it answers when rate-limited (its documented code, or 429 with Retry-After). */
  readonly rateLimited: ChatAnswer;
  /**
   * Answers one request as the platform does: its token, its signature with `config.secret`, its
   * shapes and limits; `accepted` holds the message it would show.
   */
  receive(request: ChatRequest, config: ReceiverConfig): ChatAnswer;
  /**
   * The words a chat list shows first of a message it took ('' when there are none). Outside
   * text: the caller makes it inert for where it goes.
   */
  title(body: unknown): string;
  /**
   * The inside of the message's bubble as the platform shows it, every text escaped before the
   * platform's formatting is applied; undefined to show the JSON. Throws on a body in a shape it
   * does not know (the page then shows the JSON).
   */
  render(body: unknown, markdown: Markdown): string | undefined;
}
