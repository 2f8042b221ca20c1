import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatMajorAmount, type StatementLanguage } from '@food/domain';
import type PDFDocumentClass from 'pdfkit';
import type { LoadedStatement } from './get-ledger-statement.ts';
import { accountLabel, eventLabel, statementWord, type StatementWord } from './statement-texts.ts';

// ledgerStatementPdf: the statement as an A4 PDF in the party's language, made with pdfkit. pdfkit and
// the fonts are loaded on the first statement asked for, never at start-up (docs/money.md#statements).
// Arabic is laid out right to left: the columns are mirrored and each Arabic text is shaped by fontkit
// (joining forms, right-to-left glyph order). Each piece of text is in one script: Arabic words in Noto
// Sans Arabic's Arabic subset, Latin words, dates and amounts in its Latin subset (both from
// @fontsource/noto-sans-arabic, SIL Open Font License).

type PdfKit = typeof PDFDocumentClass;
type Doc = InstanceType<PdfKit>;

let loading: Promise<{ PDFDocument: PdfKit; arabic: Buffer; latin: Buffer }> | null = null;

function loadPdfKit() {
  loading ??= (async () => {
    const { default: PDFDocument } = await import('pdfkit');
    // The package's exports name only its CSS; its LICENSE lies beside the font files.
    const root = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-arabic/LICENSE'));
    const font = (subset: string) =>
      readFile(join(root, 'files', `noto-sans-arabic-${subset}-400-normal.woff`));
    const [arabic, latin] = await Promise.all([font('arabic'), font('latin')]);
    return { PDFDocument, arabic, latin };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const ROW = 16;

type Cell = { text: string; at: number; width: number; align?: 'left' | 'right'; bold?: boolean };

class Writer {
  y = PAGE.margin;
  constructor(
    private readonly doc: Doc,
    private readonly rtl: boolean,
  ) {}

  /** One line of cells; `at` and `width` are fractions of the content width, from the reading start. */
  row(cells: Cell[], size = 9) {
    if (this.y + ROW > PAGE.height - PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
    for (const cell of cells) {
      const width = cell.width * CONTENT;
      const start = cell.at * CONTENT;
      const x = PAGE.margin + (this.rtl ? CONTENT - start - width : start);
      const align = cell.align ?? 'left';
      const mirrored = this.rtl ? (align === 'left' ? 'right' : 'left') : align;
      const fontSize = cell.bold ? size + 1 : size;
      // fontkit shapes an Arabic line as one right-to-left run; the Arabic subset has no space glyph,
      // hence the word spacing.
      const arabic = ARABIC.test(cell.text);
      const spacing = arabic ? fontSize * 0.3 : 0;
      // pdfkit aligns by the width without that spacing: take it off a right-aligned cell.
      const spread = mirrored === 'right' ? spacing * (cell.text.split(' ').length - 1) : 0;
      this.doc
        .font(arabic ? 'arabic' : 'latin')
        .fontSize(fontSize)
        .fillColor(cell.bold ? '#000000' : '#222222')
        .text(cell.text, x, this.y, {
          width: width - spread,
          align: mirrored,
          lineBreak: false,
          wordSpacing: spacing,
        });
    }
    this.y += size > 9 ? size + 9 : ROW;
  }

  rule() {
    this.doc
      .moveTo(PAGE.margin, this.y + 2)
      .lineTo(PAGE.width - PAGE.margin, this.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.y += 6;
  }

  gap(points = 8) {
    this.y += points;
  }
}

/** The statement's PDF bytes. */
export async function exportStatementPdf(
  loaded: LoadedStatement,
  language: StatementLanguage,
): Promise<Buffer> {
  const { PDFDocument, arabic, latin } = await loadPdfKit();
  const word = (w: StatementWord) => statementWord(w, language);
  const first = loaded.statements[0]!;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${statementWord('title', 'en')} ${first.from} ${first.to}`, Author: loaded.partyName },
    lang: language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('arabic', arabic);
  doc.registerFont('latin', latin);
  const out = new Writer(doc, language === 'ar');
  const pair = (label: string, value: string, bold = false) =>
    out.row([
      { text: label, at: 0, width: 0.45, bold },
      { text: value, at: 0.45, width: 0.3, align: 'right', bold },
    ]);

  for (const [index, statement] of loaded.statements.entries()) {
    if (index > 0) {
      doc.addPage();
      out.y = PAGE.margin;
    }
    const money = (minor: number) => formatMajorAmount(minor, statement.currency);
    out.row([{ text: word('title'), at: 0, width: 0.5, bold: true }], 16);
    out.row([
      { text: word(statement.party), at: 0, width: 0.2 },
      { text: loaded.partyName, at: 0.2, width: 0.8 },
    ]);
    out.row([
      { text: word('period'), at: 0, width: 0.2 },
      { text: `${statement.from} — ${statement.to}`, at: 0.2, width: 0.5 },
    ]);
    out.row([
      { text: word('timeZone'), at: 0, width: 0.2 },
      { text: statement.timeZone, at: 0.2, width: 0.5 },
    ]);
    out.row([
      { text: word('currency'), at: 0, width: 0.2 },
      { text: statement.currency, at: 0.2, width: 0.5 },
    ]);
    out.gap();
    pair(word('opening'), money(statement.opening), true);
    out.gap();
    out.row([{ text: word('totals'), at: 0, width: 0.5, bold: true }], 11);
    out.rule();
    for (const total of statement.totals) pair(eventLabel(total.eventKind, language), money(total.amount));
    out.rule();
    pair(word('movement'), money(statement.movement));
    pair(word('closing'), money(statement.closing), true);
    for (const account of statement.accounts)
      pair(accountLabel(account.accountKind, language), money(account.closing));
    out.gap();
    out.row([{ text: word('entries'), at: 0, width: 0.5, bold: true }], 11);
    out.row([
      { text: word('date'), at: 0, width: 0.2, bold: true },
      { text: word('order'), at: 0.2, width: 0.2, bold: true },
      { text: word('event'), at: 0.4, width: 0.2, bold: true },
      { text: word('account'), at: 0.6, width: 0.2, bold: true },
      { text: word('amount'), at: 0.8, width: 0.2, align: 'right', bold: true },
    ]);
    out.rule();
    if (statement.entries.length === 0) out.row([{ text: word('noEntries'), at: 0, width: 1 }]);
    for (const entry of statement.entries)
      out.row([
        { text: entry.at, at: 0, width: 0.2 },
        { text: (entry.orderId && statement.orderNumbers.get(entry.orderId)) ?? '', at: 0.2, width: 0.2 },
        { text: eventLabel(entry.eventKind, language), at: 0.4, width: 0.2 },
        { text: accountLabel(entry.accountKind, language), at: 0.6, width: 0.2 },
        { text: money(entry.amount), at: 0.8, width: 0.2, align: 'right' },
      ]);
    out.gap();
    out.row([
      { text: '+', at: 0, width: 0.03 },
      { text: word('signPlus'), at: 0.03, width: 0.9 },
    ]);
    out.row([
      { text: '−', at: 0, width: 0.03 },
      { text: word('signMinus'), at: 0.03, width: 0.9 },
    ]);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
