import type { Language } from '../../lib/contract/wire/language';

/** The frame of the operator's answer, in the sender's language; the answer itself is the operator's. */
const FRAMES: Record<
  Language,
  { subject: string; intro: string; original: string; outro: string }
> = {
  en: {
    subject: 'Your support request',
    intro: 'Thank you for contacting us. Our answer to your request:',
    original: 'Your message:',
    outro: 'To write to us again, use the contact form in the help centre and quote this number.',
  },
  ko: {
    subject: '고객 지원 문의 답변',
    intro: '문의해 주셔서 감사합니다. 문의하신 내용에 대한 답변입니다.',
    original: '문의 내용:',
    outro: '추가 문의는 헬프 센터의 문의 양식에서 이 번호를 적어 보내 주세요.',
  },
  ja: {
    subject: 'お問い合わせへの回答',
    intro: 'お問い合わせいただきありがとうございます。以下のとおりご回答いたします。',
    original: 'お問い合わせ内容:',
    outro:
      '再度のお問い合わせは、ヘルプセンターのお問い合わせフォームからこの番号を添えてお送りください。',
  },
  'zh-hant': {
    subject: '客服問題回覆',
    intro: '感謝您的來信。以下是我們對您問題的回覆:',
    original: '您的訊息:',
    outro: '如需再次聯絡,請使用幫助中心的聯絡表單並附上此編號。',
  },
};

export function answerMail(
  language: Language,
  ticket: { reference: string; subject: string; message: string },
  answer: string,
): { subject: string; text: string } {
  const frame = FRAMES[language];
  const quoted = ticket.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: `${frame.subject} [${ticket.reference}] ${ticket.subject}`,
    text: [
      frame.intro,
      '',
      answer,
      '',
      '—',
      `${frame.original} ${ticket.subject}`,
      quoted,
      '',
      `${frame.outro} (${ticket.reference})`,
    ].join('\n'),
  };
}
