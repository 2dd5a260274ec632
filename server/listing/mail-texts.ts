import type { Language } from '../../lib/contract/wire/language';
import { chainName } from './validation-texts';

/**
 * The e-mails a listing applicant receives, in the language they applied in: the confirmation
 * with the reference and what happens next, and the operator's answer with its note.
 */

export interface ApplicationFacts {
  reference: string;
  projectName: string;
  tokenSymbol: string;
  chain: string;
  contractAddress: string;
  contactName: string;
}

export type ListingDecision = 'in_review' | 'accepted' | 'rejected';

export interface Mail {
  subject: string;
  text: string;
}

/** Where anyone can check that a contact is really ours (the site's page in that language). */
const verificationPath = (language: Language) => `/${language}/official-verification`;

export function confirmationMail(language: Language, a: ApplicationFacts): Mail {
  const chain = chainName(a.chain, language);
  const verify = verificationPath(language);
  switch (language) {
    case 'ko':
      return {
        subject: `상장 신청이 접수되었습니다 – ${a.reference}`,
        text: `${a.contactName}님, 안녕하세요.

Exchange에 ${a.projectName}(${a.tokenSymbol}) 상장을 신청해 주셔서 감사합니다. 신청서가 정상적으로 접수되었습니다.

접수 번호: ${a.reference}
네트워크: ${chain}
컨트랙트 주소: ${a.contractAddress}

향후 진행 절차
- 상장팀이 모든 신청서를 검토하며, 영업일 기준 10일 이내에 회신드리는 것을 목표로 하고 있습니다.
- 추가 정보가 필요하면 이 이메일 주소로 연락드립니다. 회신하실 때는 접수 번호를 함께 적어 주세요.
- Exchange 상장은 어떠한 비공식 채널을 통해서도 유료로 진행되지 않습니다. 당사는 텔레그램, 개인 메시지 또는 대리인을 통해 수수료, 토큰, 보증금을 요구하지 않습니다. 웹사이트, 이메일 주소, 계정이 당사의 공식 채널인지는 웹사이트의 공식 채널 인증 페이지(${verify})에서 확인하실 수 있습니다.

직접 신청하지 않으셨다면 이 이메일은 무시하셔도 됩니다.

Exchange 상장팀`,
      };
    case 'ja':
      return {
        subject: `上場申請を受け付けました – ${a.reference}`,
        text: `${a.contactName} 様

このたびは Exchange への ${a.projectName}（${a.tokenSymbol}）の上場をお申し込みいただき、誠にありがとうございます。申請を受け付けました。

受付番号: ${a.reference}
ネットワーク: ${chain}
コントラクトアドレス: ${a.contractAddress}

今後の流れ
- 上場チームがすべての申請を審査します。10営業日以内のご連絡を目安としています。
- 追加の情報が必要な場合は、このメールアドレス宛てにご連絡します。ご返信の際は受付番号を必ずご記載ください。
- Exchange への上場が非公式な経路を通じて有料で行われることはありません。当社が Telegram、個人メッセージ、代理人を通じて手数料、トークン、保証金を求めることは一切ありません。ウェブサイト、メールアドレス、アカウントが当社の公式チャネルかどうかは、当社ウェブサイトの公式チャネル認証ページ（${verify}）でご確認いただけます。

お心当たりのない場合は、このメールを破棄してください。

Exchange 上場チーム`,
      };
    case 'zh-hant':
      return {
        subject: `已收到您的上幣申請 – ${a.reference}`,
        text: `${a.contactName} 您好：

感謝您申請將 ${a.projectName}（${a.tokenSymbol}）上架至 Exchange，我們已收到您的申請。

申請編號：${a.reference}
區塊鏈網路：${chain}
合約地址：${a.contractAddress}

後續流程
- 上幣團隊會審核每一份申請，我們的目標是在 10 個工作天內回覆您。
- 如需更多資料，我們會寄信至此電子郵件地址。回覆時請註明您的申請編號。
- Exchange 上幣絕不會透過任何非官方管道收費。我們絕不會透過 Telegram、私人訊息或代理人向您索取費用、代幣或保證金。您可以在我們網站的官方驗證頁面（${verify}）確認網站、電子郵件地址或帳號是否為我們的官方管道。

如果您並未提交此申請，請忽略這封郵件。

Exchange 上幣團隊`,
      };
    default:
      return {
        subject: `Listing application received – ${a.reference}`,
        text: `Hello ${a.contactName},

Thank you for applying to list ${a.projectName} (${a.tokenSymbol}) on Exchange. We have received your application.

Reference: ${a.reference}
Network: ${chain}
Contract address: ${a.contractAddress}

What happens next
- Our listing team reviews every application. We aim to reply within 10 business days.
- If we need more information, we will write to this address. Please quote your reference in every reply.
- Listing on Exchange is never paid through unofficial channels. We never ask for fees, tokens or deposits through Telegram, private messages or agents. You can check whether a website, e-mail address or account really is ours on the Official verification page of our website (${verify}).

If you did not send this application, you can ignore this e-mail.

Exchange Listing Team`,
      };
  }
}

interface DecisionWords {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  body: Record<ListingDecision, (a: ApplicationFacts) => string>;
  noteHeading: string;
  warning: (path: string) => string;
  signature: string;
}

const DECISION: Record<Language, DecisionWords> = {
  en: {
    subject: (reference) => `Your listing application ${reference}`,
    greeting: (name) => `Hello ${name},`,
    body: {
      in_review: (a) =>
        `Your application to list ${a.projectName} (${a.tokenSymbol}), reference ${a.reference}, is now being reviewed by our listing team. We will write to you again when we have made a decision.`,
      accepted: (a) =>
        `Good news: your application to list ${a.projectName} (${a.tokenSymbol}), reference ${a.reference}, has been accepted. Our listing team will contact you from an official address about the next steps.`,
      rejected: (a) =>
        `Thank you for your interest in Exchange. After careful review, we are unable to accept your application to list ${a.projectName} (${a.tokenSymbol}), reference ${a.reference}, at this time. You are welcome to apply again once your project has progressed.`,
    },
    noteHeading: 'Note from our listing team:',
    warning: (path) =>
      `Listing on Exchange is never paid through unofficial channels. If anyone asks you for a fee on our behalf, check them on the Official verification page of our website (${path}).`,
    signature: 'Exchange Listing Team',
  },
  ko: {
    subject: (reference) => `상장 신청 결과 안내 – ${reference}`,
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: {
      in_review: (a) =>
        `${a.projectName}(${a.tokenSymbol}) 상장 신청(접수 번호 ${a.reference})에 대해 상장팀이 검토를 시작했습니다. 결정이 나면 다시 연락드리겠습니다.`,
      accepted: (a) =>
        `${a.projectName}(${a.tokenSymbol}) 상장 신청(접수 번호 ${a.reference})이 승인되었습니다. 다음 절차는 상장팀이 공식 이메일 주소로 안내해 드리겠습니다.`,
      rejected: (a) =>
        `Exchange에 관심을 가져 주셔서 감사합니다. 신중히 검토한 결과, ${a.projectName}(${a.tokenSymbol}) 상장 신청(접수 번호 ${a.reference})은 이번에는 승인되지 않았습니다. 프로젝트가 더 발전하면 언제든지 다시 신청해 주세요.`,
    },
    noteHeading: '상장팀 메모:',
    warning: (path) =>
      `Exchange 상장은 어떠한 비공식 채널을 통해서도 유료로 진행되지 않습니다. 당사를 대신한다며 수수료를 요구하는 사람이 있다면 웹사이트의 공식 채널 인증 페이지(${path})에서 확인해 주세요.`,
    signature: 'Exchange 상장팀',
  },
  ja: {
    subject: (reference) => `上場申請の審査状況のお知らせ – ${reference}`,
    greeting: (name) => `${name} 様`,
    body: {
      in_review: (a) =>
        `${a.projectName}（${a.tokenSymbol}）の上場申請（受付番号 ${a.reference}）について、上場チームが審査を開始しました。結果が決まり次第、改めてご連絡します。`,
      accepted: (a) =>
        `${a.projectName}（${a.tokenSymbol}）の上場申請（受付番号 ${a.reference}）が承認されました。今後の手続きについては、上場チームより公式のメールアドレスからご案内します。`,
      rejected: (a) =>
        `Exchange にご関心をお寄せいただき、ありがとうございます。慎重に審査した結果、誠に残念ながら今回は ${a.projectName}（${a.tokenSymbol}）の上場申請（受付番号 ${a.reference}）をお受けすることができません。プロジェクトが進展した際には、ぜひ改めてお申し込みください。`,
    },
    noteHeading: '上場チームからのメッセージ:',
    warning: (path) =>
      `Exchange への上場が非公式な経路を通じて有料で行われることはありません。当社の代理を名乗って手数料を求める人がいた場合は、当社ウェブサイトの公式チャネル認証ページ（${path}）でご確認ください。`,
    signature: 'Exchange 上場チーム',
  },
  'zh-hant': {
    subject: (reference) => `上幣申請審核結果通知 – ${reference}`,
    greeting: (name) => `${name} 您好：`,
    body: {
      in_review: (a) =>
        `您為 ${a.projectName}（${a.tokenSymbol}）提交的上幣申請（申請編號 ${a.reference}）已進入上幣團隊的審核階段。審核結果確定後，我們會再與您聯絡。`,
      accepted: (a) =>
        `好消息！您為 ${a.projectName}（${a.tokenSymbol}）提交的上幣申請（申請編號 ${a.reference}）已獲核准。上幣團隊將透過官方電子郵件地址與您聯絡後續步驟。`,
      rejected: (a) =>
        `感謝您對 Exchange 的關注。經過審慎評估，您為 ${a.projectName}（${a.tokenSymbol}）提交的上幣申請（申請編號 ${a.reference}）此次未能通過。待專案有進一步發展後，歡迎再次申請。`,
    },
    noteHeading: '上幣團隊備註：',
    warning: (path) =>
      `Exchange 上幣絕不會透過任何非官方管道收費。如有人以我們的名義向您收取費用，請至我們網站的官方驗證頁面（${path}）確認。`,
    signature: 'Exchange 上幣團隊',
  },
};

export function decisionMail(
  language: Language,
  a: ApplicationFacts,
  decision: ListingDecision,
  note: string | null,
): Mail {
  const words = DECISION[language];
  const parts = [words.greeting(a.contactName), words.body[decision](a)];
  if (note) parts.push(`${words.noteHeading}\n${note}`);
  parts.push(words.warning(verificationPath(language)), words.signature);
  return { subject: words.subject(a.reference), text: parts.join('\n\n') };
}
