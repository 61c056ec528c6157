import { describe, expect, it } from 'vitest';
import { groupSecret, secretFromTotpUri } from './totp-uri';
import { describeUserAgent } from './user-agent';

describe('secretFromTotpUri', () => {
  it('reads the secret of an otpauth URI', () => {
    expect(
      secretFromTotpUri(
        'otpauth://totp/Praxis:camille%40exemple.fr?secret=JBSWY3DPEHPK3PXP&issuer=Praxis',
      ),
    ).toBe('JBSWY3DPEHPK3PXP');
  });
  it('null for anything else', () => {
    expect(secretFromTotpUri('pas une adresse')).toBeNull();
    expect(secretFromTotpUri('otpauth://totp/x')).toBeNull();
  });
  it('groups by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox sur Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari sur macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome sur iOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0',
      'Edge sur Linux',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome sur Android',
    ],
    [null, 'Appareil inconnu'],
    ['curl/8.0', 'curl/8.0'],
  ])('%s → %s', (ua, label) => {
    expect(describeUserAgent(ua)).toBe(label);
  });
});
