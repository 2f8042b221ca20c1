import { statementEventLabel, type Statement, type StatementLanguage } from '@food/domain';

// The words of a statement's CSV and PDF, in the party's language (English or Arabic). Event kinds
// come from the domain's labels, which name a kind they do not know from its code.

const WORDS = {
  en: {
    title: 'Statement',
    RESTAURANT: 'Restaurant',
    RIDER: 'Rider',
    period: 'Period',
    timeZone: 'Time zone',
    currency: 'Currency',
    opening: 'Opening balance',
    closing: 'Closing balance',
    movement: 'Change in the period',
    totals: 'Totals',
    entries: 'Entries',
    noEntries: 'No entries in this period',
    date: 'Date',
    order: 'Order',
    event: 'Event',
    account: 'Account',
    amount: 'Amount',
    count: 'Entries',
    signPlus: 'earned by you',
    signMinus: 'received by you, charged to you, or cash you hold for the platform',
    RESTAURANT_PAYABLE: 'Owed to you',
    RESTAURANT_CASH: 'Cash held',
    RIDER_PAYABLE: 'Owed to you',
    RIDER_CASH: 'Cash held',
  },
  ar: {
    title: 'كشف حساب',
    RESTAURANT: 'المطعم',
    RIDER: 'السائق',
    period: 'الفترة',
    timeZone: 'المنطقة الزمنية',
    currency: 'العملة',
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
    movement: 'التغير خلال الفترة',
    totals: 'المجاميع',
    entries: 'القيود',
    noEntries: 'لا توجد قيود في هذه الفترة',
    date: 'التاريخ',
    order: 'الطلب',
    event: 'الحدث',
    account: 'الحساب',
    amount: 'المبلغ',
    count: 'عدد القيود',
    signPlus: 'ما كسبته',
    signMinus: 'ما استلمته أو ما خصم منك أو نقد تحتفظ به للمنصة',
    RESTAURANT_PAYABLE: 'مستحق لك',
    RESTAURANT_CASH: 'نقد بحوزتك',
    RIDER_PAYABLE: 'مستحق لك',
    RIDER_CASH: 'نقد بحوزتك',
  },
} satisfies Record<StatementLanguage, Record<string, string>>;

export type StatementWord = keyof (typeof WORDS)['en'];

export const statementWord = (word: StatementWord, language: StatementLanguage): string =>
  WORDS[language][word];

export const accountLabel = (kind: string, language: StatementLanguage): string =>
  kind in WORDS.en ? WORDS[language][kind as StatementWord] : kind;

export const eventLabel = statementEventLabel;

/** The file name for a download, e.g. statement-2025-06-02-2025-06-08. */
export const statementFileName = (statement: Pick<Statement, 'from' | 'to'>) =>
  `statement-${statement.from}-${statement.to}`;
