import { ConfigError, loadConfig } from '../config';

describe('auth configuration', () => {
  it('runs development delivery by default, with KYC auto-approval only outside production', () => {
    expect(loadConfig({}).auth).toMatchObject({
      devDelivery: true,
      kycAutoApprove: true,
      sessionTtlMs: 7 * 24 * 3_600_000,
      limitScale: 1,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).auth.kycAutoApprove).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', KYC_AUTO_APPROVE: 'on' }).auth.kycAutoApprove).toBe(
      true,
    );
  });

  it('turns development delivery off whenever real SMTP or SMS delivery is configured', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25' }).auth.devDelivery).toBe(false);
    expect(
      loadConfig({ SMS_WEBHOOK_URL: 'https://sms.example/send', DEV_DELIVERY: 'on' }).auth
        .devDelivery,
    ).toBe(false);
    expect(loadConfig({ DEV_DELIVERY: 'off' }).auth.devDelivery).toBe(false);
  });

  it('names a bad auth variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
  });
});
