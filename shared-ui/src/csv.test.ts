import { csvCell, csvText } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas but not signed numbers', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+1')).toBe('+1');
    expect(csvCell('-120.50')).toBe('-120.50');
  });

  it('writes a BOM, CRLF rows and a final line break', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});
