import { FACT_QUESTIONS } from '../../../server/assistant/facts/fact-questions';
import { factDetails, factLabel } from '../../../server/assistant/facts/fact-details';
import { kindsOf, readFactText, readMessage, stripFraming } from '../../../server/assistant/facts/read-facts';

// The fact reader: what a host tells the assistant in English becomes facts, in the host's own words.

const facts = (message: string, answering = false) => readMessage(message, { answering }).facts.map((f) => [f.kind, f.text]);

describe('reading what the host tells the assistant', () => {
  it('reads three facts from one sentence, each in the host words', () => {
    const read = readMessage('It has a balcony with a river view, the metro is a 5-minute walk, and the wifi is 300 Mbps');
    expect(read.facts.map((f) => [f.kind, f.key, f.text, f.verbatim])).toEqual([
      ['outdoor', 'outdoor:balcony', 'It has a balcony with a river view.', false],
      ['transport', 'transport:metro', 'The metro is a 5-minute walk.', false],
      ['internet', 'internet', 'The wifi is 300 Mbps.', false],
    ]);
    expect(read.request).toBe('');
  });

  it.each([
    ['There is a river view', 'view', 'There is a river view.'],
    ['It overlooks the park', 'view', 'It overlooks the park.'],
    ['The apartment is on the 3rd floor with no elevator.', 'layout', 'The apartment is on the 3rd floor with no elevator.'],
    ['The kitchen and the bathroom are shared', 'layout', 'The kitchen and the bathroom are shared.'],
    ['The bedroom has a queen bed', 'beds', 'The bedroom has a queen bed.'],
    ['Two single beds', 'beds', 'There are two single beds.'],
    ['It has a balcony, a garden and a BBQ', 'outdoor', 'It has a balcony, a garden and a BBQ.'],
    ['Ribeira market is 10 minutes on foot', 'nearby', 'Ribeira market is 10 minutes on foot.'],
    ['5 minutes to the beach', 'nearby', 'The beach is 5 minutes away.'],
    ['There is a bakery downstairs', 'nearby', 'There is a bakery downstairs.'],
    ['The airport is 20 minutes by car', 'transport', 'The airport is 20 minutes by car.'],
    ['It is a 5-minute walk to the metro.', 'transport', 'It is a 5-minute walk to the metro.'],
    ['Free street parking', 'parking', 'There is free street parking.'],
    ['There is a desk by the window with a monitor.', 'workspace', 'There is a desk by the window with a monitor.'],
    ['Fast wifi', 'internet', 'It has fast wifi.'],
    ['Self check-in with a keypad', 'check_in', 'Self check-in with a keypad.'],
    ['I meet guests in person', 'check_in', 'I meet guests in person.'],
    ['Great for families and remote workers', 'suits', 'It is great for families and remote workers.'],
    ['No pets', 'house_rule', 'No pets.'],
    ['Quiet hours are 10 pm to 8 am', 'house_rule', 'Quiet hours are 10 pm to 8 am.'],
    ['It has a washing machine and a dishwasher.', 'feature', 'It has a washing machine and a dishwasher.'],
    ['The flat gets lots of morning sun.', 'feature', 'The flat gets lots of morning sun.'],
  ])('reads "%s" as %s', (message, kind, text) => {
    expect(facts(message)).toEqual([[kind, text]]);
  });

  it('reads check-in and checkout times as two house rules', () => {
    expect(readMessage('Check-in is from 3 pm, checkout by 11 am').facts.map((f) => [f.key, f.text])).toEqual([
      ['rule:check-in', 'Check-in is from 3 pm.'],
      ['rule:checkout', 'Checkout by 11 am.'],
    ]);
  });

  it("keeps a sentence it cannot read in the host's own words, never reworded", () => {
    const read = readMessage('It has a balcony. The neighbours are lovely and very quiet.');
    expect(read.facts.at(-1)).toMatchObject({ kind: 'note', verbatim: true, text: 'The neighbours are lovely and very quiet.' });
    expect(facts('Honestly the best croissants in town', true)).toEqual([['note', 'Honestly the best croissants in town.']]);
  });

  it('does not take requests, questions or small talk for facts', () => {
    for (const message of [
      'rewrite the listing description',
      'improve my title',
      'What should I fix first?',
      'hi',
      'Thanks!',
      'ok great',
    ]) {
      const read = readMessage(message);
      expect(read.facts).toEqual([]);
      expect(read.request).toBe(message);
    }
    expect(readMessage('The title should mention the river view').facts).toEqual([]);
  });

  it('keeps the request part of a message that also tells facts', () => {
    const read = readMessage('It has a balcony. Rewrite the title.');
    expect(read.facts.map((f) => f.text)).toEqual(['It has a balcony.']);
    expect(read.request).toBe('Rewrite the title.');
    expect(facts('Add that the wifi is 300 Mbps')).toEqual([['internet', 'The wifi is 300 Mbps.']]);
  });

  it('reads the facts after an ask and a colon, and leaves an ask that tells nothing whole', () => {
    const read = readMessage('Write The space for me: it has a rooftop terrace and a washer-dryer');
    expect(read.facts.map((f) => f.text)).toEqual(['It has a rooftop terrace and a washer-dryer.']);
    expect(read.request).toBe('Write The space for me');
    expect(readMessage('Use this: free street parking and the metro is a 4-minute walk').facts.map((f) => f.text)).toEqual([
      'There is free street parking.',
      'The metro is a 4-minute walk.',
    ]);
    for (const ask of ['Rewrite the description: make it shorter', 'Here is what I think: make it better', 'One question: is it good?'])
      expect(readMessage(ask)).toEqual({ facts: [], request: ask });
  });

  it('reads every quick answer the coach offers into a fact of the question it answers', () => {
    for (const question of FACT_QUESTIONS) {
      for (const answer of [...question.answers, question.example]) {
        const read = readMessage(answer).facts;
        expect({ answer, ok: read.some((f) => (question.ruleKey ? f.key === question.ruleKey : question.kinds.includes(f.kind))) }).toEqual(
          {
            answer,
            ok: true,
          },
        );
      }
    }
  });

  it('reads a fact edited in the panel as one fact, and an unreadable one as a note', () => {
    expect(readFactText('The metro is a 10-minute walk')).toMatchObject({
      kind: 'transport',
      key: 'transport:metro',
      text: 'The metro is a 10-minute walk.',
    });
    expect(readFactText('Lovely neighbours')).toMatchObject({ kind: 'note', verbatim: true, text: 'Lovely neighbours.' });
  });

  it('reads what a fact backs: a title may name the balcony and the view, a negated thing backs nothing', () => {
    expect(
      factDetails({ key: 'outdoor:balcony', kind: 'outdoor', text: 'It has a balcony with a river view.', verbatim: false }),
    ).toMatchObject({
      titleLabels: ['Balcony', 'River View'],
      phrase: 'a balcony with a river view',
      negative: false,
    });
    const none = factDetails({ key: 'parking', kind: 'parking', text: 'There is no parking.', verbatim: false });
    expect(none).toMatchObject({ terms: [], titleLabels: [], negative: true });
  });

  it('splits a sentence that holds several facts: the tram and the washer-dryer are two', () => {
    expect(facts('The tram 28 stops 2 minutes away, a washer-dryer.')).toEqual([
      ['transport', 'The tram 28 stops 2 minutes away.'],
      ['feature', 'It has a washer-dryer.'],
    ]);
    expect(facts('Free street parking and the metro is a 4-minute walk')).toEqual([
      ['parking', 'There is free street parking.'],
      ['transport', 'The metro is a 4-minute walk.'],
    ]);
    expect(facts('Near Ribeira market, with a balcony over the Douro')).toEqual([
      ['nearby', 'It is near Ribeira market.'],
      ['outdoor', 'It has a balcony over the Douro.'],
    ]);
    // A list still reads as one fact.
    expect(facts('It has a balcony, a garden and a BBQ')).toEqual([['outdoor', 'It has a balcony, a garden and a BBQ.']]);
  });

  it('files a fact under every kind it belongs to', () => {
    const parkingByTheMetro = readFactText('There is free parking by the metro station, a 4-minute walk away');
    expect(parkingByTheMetro.kind).toBe('parking');
    expect(kindsOf(parkingByTheMetro.text, parkingByTheMetro.kind)).toEqual(['parking', 'transport']);
    expect(factLabel(parkingByTheMetro)).toBe('Parking · Getting around');
    const balcony = { key: 'outdoor:balcony', kind: 'outdoor' as const, text: 'It has a balcony over the Douro.', verbatim: false };
    expect(factDetails(balcony).kinds).toEqual(['outdoor', 'view']);
    // Every kind brings its sections: getting around belongs in the description and the notes, parking in access.
    expect(factDetails({ ...parkingByTheMetro, verbatim: false }).sections).toEqual(
      expect.arrayContaining(['Guest access', 'Other things to note', 'Listing Description']),
    );
  });

  it("strips the host's framing words and keeps their numbers and place names exactly", () => {
    expect(facts('A few things you should know: there is a rooftop terrace, the tram 28 stops 2 minutes away, a washer-dryer.')).toEqual([
      ['outdoor', 'There is a rooftop terrace.'],
      ['transport', 'The tram 28 stops 2 minutes away.'],
      ['feature', 'It has a washer-dryer.'],
    ]);
    expect(facts('Please note that the stairs are steep')).toEqual([['layout', 'The stairs are steep.']]);
    expect(facts('Oh and it also has a garden as well')).toEqual([['outdoor', 'It has a garden.']]);
    expect(readFactText('Also, Miradouro de Santa Luzia is a 3-minute walk').text).toBe('Miradouro de Santa Luzia is a 3-minute walk.');
    expect(stripFraming('Just so you know: the 28 tram stops outside')).toBe('the 28 tram stops outside');
  });
});
