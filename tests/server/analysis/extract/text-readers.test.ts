import { readCapacity, readCapacitySegment } from '../../../../server/analysis/extract/capacity-text';
import { splitDescriptionHtml } from '../../../../server/analysis/extract/description-lines';
import { htmlToText, parseLocaleNumber } from '../../../../server/analysis/extract/text';

describe('host-written HTML as plain text', () => {
  // What a browser's parser makes of each fragment (parse5's tree building, not htmlparser2's), read from the
  // element wrapped around it: the answers the selector-based reading gave.
  it.each([
    ['entities and a line break', '<b>Caf&eacute;</b> &amp; bar<br>Line two', 'Café & bar\nLine two'],
    ['a fragment with its own id "x"', 'Before <span id="x">inner</span> after', 'Before inner afterinner'],
    ['text a table moves before itself', '<table><tr><td>cell</td></tr>loose text</table>', 'loose textcell'],
    ['carriage returns and NULs', 'one\r\ntwo\0three', 'one\ntwothree'],
    ['noscript read as text', '<noscript><b>script-free</b></noscript> &lt;tag&gt;', '<b>script-free</b> <tag>'],
    // References as a serializer writes them, and those only the standard's finer rules decode.
    ['serialized references', 'Cosy &#xa3;20 &#x2022; sea view &amp; garden &#x1F600;', 'Cosy £20 • sea view & garden 😀'],
    ['the five XML names and an ASCII number', 'a &lt;b&gt; &quot;c&quot; &apos;d&apos; &#65;', 'a <b> "c" \'d\' A'],
    ['Windows-1252 numbers and NUL', 'Price &#128; &#x80; and &#0;', 'Price € € and \ufffd'],
    ['names without ";" and beyond XML', 'Fish &amp chips &copy; 2024', 'Fish & chips © 2024'],
    ['a surrogate half and a number out of range', 'Half &#xD800; a pair, far &#x110000; out', 'Half \ufffd a pair, far \ufffd out'],
    // Parts of a description cut at its headings, with a bare span tag of the block around them.
    ['an unclosed span', '<span>Sleeps 4 &#x2022; 2 bedrooms', 'Sleeps 4 • 2 bedrooms'],
    ['a stray span end tag', 'Check out 10am</span> &#xa3;20 deposit', 'Check out 10am £20 deposit'],
    ['a reference cut by a tag', 'Fish &am<span>p; chips', 'Fish &amp; chips'],
    ['a tag written as references', 'A &lt;span&gt; is text', 'A <span> is text'],
  ])('%s', (_, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('numbers written the way each locale writes them', () => {
  it.each([
    ['4,9', 4.9],
    ['4.93', 4.93],
    ['4,93', 4.93],
    ['₹39,256', 39256],
    ['1,234,567', 1234567],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['€ 1 240', 1240],
    ['-₹28,176.3', 28176.3],
    ['★4.74', 4.74],
    ['10', 10],
    ['no number', null],
  ])('%s → %s', (text, value) => {
    expect(parseLocaleNumber(text)).toBe(value);
  });
});

describe('capacity strings', () => {
  it.each([
    ['6 guests', 'guests', 6],
    ['2 bedrooms', 'bedrooms', 2],
    ['1 bedroom', 'bedrooms', 1],
    ['Studio', 'bedrooms', 0],
    ['2 beds', 'beds', 2],
    ['1.5 baths', 'baths', 1.5],
    ['Half-bath', 'baths', 0.5],
    ['1 private bath', 'baths', 1],
    ['2 bathrooms', 'baths', 2],
    ['2 camere da letto', 'bedrooms', 2],
    ['1 letto matrimoniale', 'beds', 1],
    ['Bagno di servizio privato', 'baths', 1],
    ['4 ospiti', 'guests', 4],
    ['3 habitaciones', 'bedrooms', 3],
    ['2 camas', 'beds', 2],
    ['1 baño', 'baths', 1],
    ['2 chambres', 'bedrooms', 2],
    ['3 lits', 'beds', 3],
    ['2 Schlafzimmer', 'bedrooms', 2],
    ['4 Gäste', 'guests', 4],
    ['2 quartos', 'bedrooms', 2],
    ['2 banheiros', 'baths', 2],
  ])('%s', (text, field, value) => {
    expect(readCapacitySegment(text)).toEqual({ field, value });
  });

  it('folds an og:title into capacity, skipping the rating', () => {
    expect(readCapacity(['★4,9', '1 camera da letto', '1 letto', 'Bagno di servizio privato'])).toEqual({
      guests: null,
      bedrooms: 1,
      beds: 1,
      baths: 1,
    });
  });
});

describe('description HTML', () => {
  it('splits on bold headings after a blank line and keeps bullets and line breaks', () => {
    const html =
      'Summary line.<br /><br /><b>The space</b><br />• One<br />• Two &amp; three<br /><br /><b>Other things to note</b><br />Note.';
    expect(splitDescriptionHtml(html)).toEqual({
      'Listing Description': 'Summary line.',
      'The space': '• One\n• Two & three',
      'Other things to note': 'Note.',
    });
  });

  it('keeps bold words inside a paragraph as text', () => {
    expect(splitDescriptionHtml('A <b>very</b> quiet flat.')).toEqual({ 'Listing Description': 'A very quiet flat.' });
  });
});
