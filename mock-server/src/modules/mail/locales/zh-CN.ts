import type { MailTexts } from './types';

export const zhCN: MailTexts = {
  codes: {
    verify_email: {
      subject: '您的邮箱验证码',
      code: (code) => `请使用此验证码验证您的邮箱地址：${code}`,
      link: (url) => `您也可以在登录后直接打开此链接：${url}`,
    },
    reset_password: {
      subject: '您的密码重置验证码',
      code: (code) => `请使用此验证码重置您的密码：${code}`,
      link: (url) => `您也可以打开此链接设置新密码：${url}`,
    },
  },
  codeValidity: (minutes) => `验证码在 ${minutes} 分钟内有效，且仅可使用一次。`,
  notRequested: '如果这不是您本人的操作，请忽略此邮件，您的账户不会有任何变化。',
  passwordChanged: {
    subject: '您的密码已更改',
    lines: [
      '您账户的密码刚刚已更改，您的其他会话均已退出登录。',
      '如果这不是您本人的操作，请立即重置密码并联系客服。',
    ],
  },
  identityAccepted: {
    subject: '您的身份已通过验证',
    lines: ['管理员已审核通过您的身份证件。您的账户现已达到最高等级。'],
  },
  identityRejected: {
    subject: '您的身份验证未获通过',
    lines: [
      '管理员未能审核通过您的身份证件，相关证件已被删除。',
      '您可以在个人资料中重新提交：请确保证件正反两面清晰且完整可见。',
    ],
  },
  custom: {
    greeting: (firstname) => (firstname ? `${firstname}，您好：` : '您好：'),
    signature: 'Vestora 团队',
    reason: '您收到此邮件，是因为您在 Vestora 拥有账户。',
  },
};
