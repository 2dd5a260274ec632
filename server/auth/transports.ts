import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '../../lib/contract/wire/language';
import type { Logger } from '../logger';

/** Where verification codes go: e-mail and SMS, each behind one small interface. */
export interface MessageTransport {
  /** `language`: what the text is written in (lines added on the way, e.g. the anti-phishing code). */
  sendEmail(to: string, subject: string, text: string, language?: Language): Promise<void>;
  sendSms(to: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  sentAt: number;
}

/**
 * Development delivery: messages are kept in memory (the newest 500) and readable at
 * GET /api/dev/outbox by clients on this machine (loopback). Only used when asked for
 * (`DEV_DELIVERY=on`) and no real SMTP/SMS delivery is configured.
 */
export class DevOutbox implements MessageTransport {
  private readonly messages: OutboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly now: () => number) {}

  async sendEmail(to: string, subject: string, text: string): Promise<void> {
    this.push({ channel: 'email', to, subject, text });
  }

  async sendSms(to: string, text: string): Promise<void> {
    this.push({ channel: 'sms', to, subject: '', text });
  }

  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
  }

  private push(message: Omit<OutboxMessage, 'id' | 'sentAt'>): void {
    this.messages.push({ ...message, id: this.nextId++, sentAt: this.now() });
    if (this.messages.length > 500) this.messages.shift();
  }
}

/** An SMS gateway: POSTs `{ to, text }` as JSON to a provider URL (bearer key optional). */
export class WebhookSmsProvider {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
  ) {}

  async sendSms(to: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}

export interface DeliveryConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  smsApiKey: string | undefined;
  devDelivery: boolean;
}

/** Real delivery for each channel that is configured; the other channel fails loudly (no fake success). */
export class RealTransport implements MessageTransport {
  private readonly mailer: Transporter | undefined;
  private readonly sms: WebhookSmsProvider | undefined;

  constructor(
    private readonly config: DeliveryConfig,
    private readonly log: Logger,
  ) {
    this.mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
    this.sms = config.smsWebhookUrl
      ? new WebhookSmsProvider(config.smsWebhookUrl, config.smsApiKey)
      : undefined;
    // Production refuses to start like this (config.ts); development may, for work without sign-ups.
    if (!this.mailer && !this.sms)
      log.warn(
        'no delivery for verification codes: sign-up, login and password-reset codes cannot be sent; set SMTP_URL or SMS_WEBHOOK_URL, or DEV_DELIVERY=on',
      );
  }

  async sendEmail(to: string, subject: string, text: string): Promise<void> {
    if (!this.mailer) throw new Error('e-mail delivery is not configured (SMTP_URL)');
    await this.mailer.sendMail({ from: this.config.mailFrom, to, subject, text });
    this.log.info({ channel: 'email' }, 'verification message sent');
  }

  async sendSms(to: string, text: string): Promise<void> {
    if (!this.sms) throw new Error('SMS delivery is not configured (SMS_WEBHOOK_URL)');
    await this.sms.sendSms(to, text);
    this.log.info({ channel: 'sms' }, 'verification message sent');
  }

  close(): void {
    this.mailer?.close();
  }
}
