import { spreadsheetSafe } from './csv';

describe('spreadsheetSafe', () => {
  it.each(['=SUM(A1:A2)', '+44 1234', '-2+3', '@cmd', '\t=1', '\r=1'])('prefixes %j, which a spreadsheet would run', (cell) => {
    expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
  });

  it.each(['morag@example.com', 'Morag = Munro', '', "'quoted", '2026-11-25T10:00:00.000Z'])('leaves %j as it is', (cell) => {
    expect(spreadsheetSafe(cell)).toBe(cell);
  });
});
