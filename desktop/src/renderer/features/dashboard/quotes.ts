export interface Quote {
  text: string;
  author: string;
}

/** Motivational quotes for the fresher dashboard, each with the person who said or wrote it. */
export const MOTIVATIONAL_QUOTES: readonly Quote[] = [
  { text: 'The only way to do great work is to love what you do.', author: 'Steve Jobs' },
  {
    text: 'Education is the most powerful weapon which you can use to change the world.',
    author: 'Nelson Mandela',
  },
  {
    text: 'Life is like riding a bicycle. To keep your balance you must keep moving.',
    author: 'Albert Einstein',
  },
  { text: 'The best way to predict the future is to invent it.', author: 'Alan Kay' },
  { text: "You miss 100% of the shots you don't take.", author: 'Wayne Gretzky' },
  {
    text: "If you can't fly, then run; if you can't run, then walk; if you can't walk, then crawl; but whatever you do, you have to keep moving forward.",
    author: 'Martin Luther King Jr.',
  },
  {
    text: 'Knowing is not enough; we must apply. Willing is not enough; we must do.',
    author: 'Johann Wolfgang von Goethe',
  },
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
  },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'The journey of a thousand miles begins with a single step.', author: 'Lao Tzu' },
  {
    text: 'Perfection is not attainable, but if we chase perfection we can catch excellence.',
    author: 'Vince Lombardi',
  },
];

/** One quote at random (`random` returns a number in [0, 1), like Math.random). */
export function pickQuote(random: () => number = Math.random): Quote {
  const index = Math.min(MOTIVATIONAL_QUOTES.length - 1, Math.floor(random() * MOTIVATIONAL_QUOTES.length));
  return MOTIVATIONAL_QUOTES[index]!;
}
