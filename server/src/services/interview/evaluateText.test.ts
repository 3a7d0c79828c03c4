import { describe, expect, it } from 'vitest';
import { BEHAVIOURAL_BANK, PROBLEM_SOLVING_BANK, TECH_BANK } from './bank';
import { evaluateTextAnswer, isExplanation, measureText, termFound } from './evaluateText';
import type { StoredQuestion } from './types';
import { bankQuestions } from './eval/questions';

const sql = TECH_BANK.sql!.conceptual;
const question: StoredQuestion = {
  questionId: 'q1',
  bankId: sql.id,
  question: sql.question,
  type: 'technical_conceptual',
  difficulty: 'intermediate',
  expectedComplexity: null,
  starterCode: null,
  topic: 'SQL',
  keyPoints: sql.keyPoints,
  context: ['sql'],
};
const grade = (text: string) => evaluateTextAnswer(question, text, 'text', null);
/** How many of `keyPoints` an answer to `questionText` makes. */
const pointsMade = (questionText: string, keyPoints: StoredQuestion['keyPoints']) => (answer: string) =>
  measureText({ ...question, question: questionText, keyPoints }, answer, null).evidence.size;
const react = TECH_BANK.react!.conceptual;
const reactQuestion: StoredQuestion = {
  ...question,
  bankId: react.id,
  question: react.question,
  keyPoints: react.keyPoints,
  topic: 'React',
};

const good = `An INNER JOIN returns only the rows that have a match in both tables, so customers without orders disappear. A LEFT JOIN keeps every row of the left table and fills the right side with NULL when there is no match, which is how I list customers with zero orders. A database index is a separate structure, usually a B-tree, that lets the database find rows by a column without a full table scan, so lookups get much faster. The cost is that every insert and update must also write the index, and it takes disk space. I index the columns I filter or join on in WHERE clauses, such as orders.customer_id.`;
const fair = `INNER JOIN only gives rows that match in both tables and LEFT JOIN also keeps the rows from the first table. An index makes queries faster because the database can find the rows quicker. I usually add one when a query is slow.`;
const poor = `Joins combine tables. Indexes are good for speed.`;
const offTopic = `In my last project I set up a CI pipeline with GitHub Actions that ran our unit tests and integration tests on every pull request. Integration tests check that the parts work together, and we deployed to a staging server after the checks passed. It made our releases much calmer and we caught bugs before users did.`;
const keywords = `INNER JOIN, LEFT JOIN, index, B-tree, full table scan, WHERE, NULL, primary key, foreign key, normalization, query plan`;

describe('grading a typed answer by its sentences', () => {
  it('orders good > fair > poor, and keeps off-topic and keyword-list answers low', () => {
    const [g, f, p, o, k] = [good, fair, poor, offTopic, keywords].map((t) => grade(t).score);
    expect(g).toBeGreaterThan(f!);
    expect(f).toBeGreaterThan(p!);
    expect(o).toBeLessThanOrEqual(25);
    expect(k).toBeLessThanOrEqual(30);
  });

  it('quotes, for each covered point, a sentence that makes that point and no other', () => {
    const { strengths } = grade(good);
    const covered = strengths.filter((s) => s.startsWith('Covered '));
    expect(covered.length).toBeGreaterThan(0);
    const index = covered.find((s) => s.startsWith('Covered indexes speed up lookups'));
    expect(index).toMatch(/B-tree/);
    const costs = covered.find((s) => s.startsWith('Covered indexes cost writes and space'));
    if (costs) expect(costs).toMatch(/insert and update/);
  });

  it('of the sentences that make a point, quotes the one saying it in the point’s own words', () => {
    const q = reactQuestion;
    const answer =
      'Inside the child they are read-only, so a component should never change them. Props are the inputs a component receives from its parent, like function arguments. State is owned by the component and changing it with useState causes a re-render.';
    const { strengths } = evaluateTextAnswer(q, answer, 'text', null);
    expect(strengths.find((s) => s.startsWith('Covered props come from the parent'))).toMatch(
      /receives from its parent/,
    );
  });

  it('credits the question’s own word where the sentence says the point’s own words with it', () => {
    const q = reactQuestion;
    const keys = q.keyPoints.find((p) => p.point === 'keys identify list items')!;
    const made = (answer: string) => measureText(q, answer, null).evidence.get(keys);
    // "key" is the question's word: said with the point's "list" and "item" it makes the point, said alone not.
    expect(made('When rendering a list, each item needs a stable and unique key from the data.')).toMatch(
      /each item/,
    );
    expect(made('The key prop is something you have to give in React, as the docs say.')).toBeUndefined();
  });

  it('reads a long term where it ends a name in code', () => {
    const made = pointsMade('Describe a service you built.', [
      { point: 'layers', terms: ['controller', 'repository'] },
    ]);
    expect(made('It had a TicketController for HTTP and a TicketRepository for the database.')).toBe(1);
    expect(made('It had a ticket page for HTTP and a table for the database.')).toBe(0);
  });

  it('reads a point’s term in British and American spelling', () => {
    const made = pointsMade('Tell me about a model you trained.', [
      { point: 'regularisation', terms: ['regulariz', 'dropout'] },
    ]);
    expect(made('I added L2 regularisation to the weights when the model overfit.')).toBe(1);
    expect(made('I added L2 regularization to the weights when the model overfit.')).toBe(1);
  });

  it('reads a term given as an irregular verb in its past forms too', () => {
    const made = pointsMade('Describe a Java project you built.', [
      { point: 'error handling', terms: ['throw', 'catch'] },
    ]);
    expect(made('I threw an error for a negative balance and caught it in the menu loop.')).toBe(1);
    expect(made('I checked the balance in the menu loop before every withdrawal.')).toBe(0);
    // ...as whole words: "ran" is not the start of "random".
    expect(termFound('we ran the suite nightly', 'run')).toBe(true);
    expect(termFound('we picked a random sample', 'run')).toBe(false);
  });

  it('quotes a sentence for one point while another sentence makes the other', () => {
    const q: StoredQuestion = {
      ...question,
      keyPoints: [
        { point: 'how it fits the team', terms: ['team', 'workflow', 'sprint'] },
        { point: 'a learning plan', terms: ['learn', 'tutorial', 'course'] },
      ],
    };
    const answer =
      'In a team the workflow runs in a sprint, and I would learn it on a course there. My plan is a tutorial each evening.';
    const { evidence } = measureText(q, answer, null);
    expect(evidence.get(q.keyPoints[0]!)).toMatch(/^In a team the workflow/);
    expect(evidence.get(q.keyPoints[1]!)).toBe('My plan is a tutorial each evening.');
  });

  it('does not credit a point for a word that appears in a sentence about something else', () => {
    const { keyPointsCovered } = grade(offTopic);
    expect(keyPointsCovered).toEqual([]);
  });

  it('tells an explanation from a list of terms', () => {
    expect(isExplanation('An index lets the database find rows without scanning the whole table.')).toBe(
      true,
    );
    expect(isExplanation(keywords)).toBe(false);
  });
});

/** A behavioural question of the bank, as an interview stores it. */
function behaviouralQuestion(id: string, topic: string): StoredQuestion {
  const asked = BEHAVIOURAL_BANK.find((q) => q.id === id)!;
  return {
    ...question,
    bankId: asked.id,
    question: asked.question,
    type: 'behavioral',
    topic,
    keyPoints: asked.keyPoints,
  };
}

describe('a behavioural answer about something else', () => {
  const behavioural = behaviouralQuestion('beh-teamwork-conflict', 'Teamwork');
  const story = `Last year I organised the first charity run of my university. The situation was that nobody had planned the route or the permits. My task was to get everything ready in three weeks. I made a schedule, booked the park, found 12 sponsors and printed 400 race numbers. As a result 350 runners took part and we gave 2,000 dollars to the children's ward.`;
  const answer = `In my final-year project a teammate wanted to store the booking data in MongoDB and I thought PostgreSQL fitted better. I listened to his point of view first, and we agreed to compare both with a small prototype of the booking query. The prototype showed joins were simpler in PostgreSQL, so we decided together to use it, and he designed the schema. I learned to argue with evidence instead of opinions.`;

  it('scores low however well its STAR story is told, and below an answer to the question', () => {
    const offTopic = evaluateTextAnswer(behavioural, story, 'text', null).score;
    expect(offTopic).toBeLessThanOrEqual(25);
    expect(evaluateTextAnswer(behavioural, answer, 'text', null).score).toBeGreaterThan(offTopic + 25);
  });
});

describe('the telling of a story', () => {
  it('finds what was done and what came of it in the words stories are told in', () => {
    const asked = behaviouralQuestion('beh-mistake', 'Ownership');
    const star = (text: string) =>
      measureText(asked, text, null).star!.found.map((p) => p.point.split(':')[0]);
    expect(
      star(
        'In a group project I pushed our API key to GitHub. I removed it and we created a new key. After that we kept keys in a .env file.',
      ),
    ).toEqual(['Situation', 'Action', 'Result']);
    expect(star('Keys should never be pushed to GitHub by anyone.')).toEqual([]);
  });

  it('hears a mistake owned and told in the words people use, and no mistake in making a document', () => {
    const asked = behaviouralQuestion('beh-mistake', 'Ownership');
    const made = (text: string) => measureText(asked, text, null).covered.map((p) => p.point);
    expect(
      made(
        'In a group project I pushed a change that broke the login page. I apologised and told the team it was my commit, and then I reverted it within the hour.',
      ),
    ).toEqual(expect.arrayContaining(['owning the mistake', 'telling others', 'fixing it']));
    expect(
      made('In my second year I made a shared document of common problems for first-year students.'),
    ).not.toContain('owning the mistake');
  });
});

describe('a point said in passing', () => {
  const asked = behaviouralQuestion('beh-mistake', 'Ownership');
  const grade = (text: string) => evaluateTextAnswer(asked, text, 'text', null);
  const story = `It was my mistake: I forgot to run the migrations before the demo and the app crashed. I patched the schema in ten minutes and explained what had happened to the team.`;
  const withPassing = `${story} Next time I will test it the day before.`;

  it('earns part of a point in an answer about the question, without being quoted as made', () => {
    const [without, passing] = [grade(story), grade(withPassing)];
    expect(passing.keyPointsCovered).toEqual(without.keyPointsCovered);
    expect(passing.keyPointsCovered).not.toContain('preventing it again');
    expect(passing.score).toBeGreaterThan(without.score);
  });

  it('earns nothing in an answer that is about something else', () => {
    const hobby = `I play the guitar in a small band, and we test new songs at a café every Friday before the gig.`;
    expect(measureText(asked, hobby, null).coverage).toBe(0);
  });
});

describe('a technical answer about something else that shares a point’s words', () => {
  const asked = PROBLEM_SOLVING_BANK.find((q) => q.id === 'ps-url-shortener')!;
  const question: StoredQuestion = {
    questionId: 'q3',
    bankId: asked.id,
    question: asked.question,
    type: 'problem-solving',
    difficulty: 'intermediate',
    expectedComplexity: null,
    starterCode: null,
    topic: 'System design',
    keyPoints: asked.keyPoints,
  };
  const grade = (text: string) => evaluateTextAnswer(question, text, 'text', null).score;
  const ansible = `Ansible playbooks describe how each server is configured, and roles make the tasks reusable across projects. Secrets are kept in a vault and the inventory is stored in a database table that the team reviews. After a run, a health check behind the load balancer confirms that every node answers. I like that the same playbook gives the same result every time.`;
  const answer = `Each new link gets the next id from a counter and I encode it in base62, so the short codes stay short and unique. The mapping from code to URL is stored in a key-value table. Redirects read from a Redis cache first, and read replicas take the load as traffic grows.`;

  it('scores as off-topic, far below an answer to the question', () => {
    expect(grade(ansible)).toBeLessThanOrEqual(25);
    expect(grade(answer)).toBeGreaterThan(grade(ansible) + 25);
  });
});

describe('an answer that never names the technology the question asks about', () => {
  const question = bankQuestions().get('concept-generic')!; // "The role asks for Jira, which your CV does not show..."
  const grade = (text: string) => evaluateTextAnswer(question, text, 'text', null).score;
  const node = `Node.js runs JavaScript on a single thread with an event loop, which surprised me when I first learned it. When your code starts a slow operation, like reading a file or calling a database, Node hands it off to the operating system or to libuv's thread pool and keeps running other code. When the operation finishes, its callback is put in a queue, and the event loop picks it up once the call stack is empty. That is why one Node process can handle thousands of concurrent connections that mostly wait on I/O. The catch is CPU-heavy work: in one project I hashed passwords synchronously inside a request handler, and every other request froze until it finished. Switching to the asynchronous bcrypt function fixed it.`;
  const jira = `I have not used Jira in a job, but I know what it is for, because in university projects we used Trello and GitHub Projects. Jira is Atlassian's tool for tracking issues and projects. Work is recorded as issues of different types, such as epics for large features, stories, tasks, bugs and subtasks, and each issue has an assignee, a priority, a status and comments. Issues move through a workflow, for example To Do, In Progress, In Review and Done. In a software team it is the shared place where the product owner keeps the backlog prioritised, the team plans sprints on a Scrum board or pulls work from a Kanban board, and everyone can see who is doing what and what is blocked. It also links to the code: if you put an issue key like PAY-123 in a branch name or commit message, GitHub or Bitbucket shows the commits on the ticket. To learn it, I would first create a free Jira Cloud site and set up a small Scrum project for my own side project, with an epic, a few stories and a sprint, so I get used to the board and the workflow. I would go through Atlassian's free Jira fundamentals course and learn basic JQL searches, such as my open issues in the current sprint. Then, in the team, I would ask how they use it: their workflow, their definition of done and what they expect in a ticket.`;

  it('makes none of its points, scores as off-topic and is told so, far below an answer about it', () => {
    const feedback = evaluateTextAnswer(question, node, 'text', null);
    expect(feedback.keyPointsCovered).toEqual([]);
    expect(feedback.score).toBeLessThanOrEqual(25);
    expect(feedback.improvements[0]).toMatch(/^Answer about Jira: the answer never names it/);
    expect(grade(jira)).toBeGreaterThan(feedback.score + 25);
  });

  it('is no sign of another subject where the question lets the answer use any technology', () => {
    const indexes = bankQuestions().get('concept-database')!; // "... using Cassandra or any database you know"
    const postgres = `In PostgreSQL an index is a sorted B-tree over a column, so a lookup walks the tree instead of a full table scan. The cost is that every insert and update must also write the index, which makes writes slower.`;
    const feedback = evaluateTextAnswer(indexes, postgres, 'text', null);
    expect(feedback.keyPointsCovered).toContain('index avoids full scans');
    expect(feedback.improvements.join(' ')).not.toMatch(/never names it/);
  });
});

describe('the points of a template answered in the words of its technology', () => {
  it.each([
    // "Your CV shows Cassandra. How did you model data in Cassandra ...": a partition key, clustering, quorum.
    [
      'tech-database',
      'In my internship I stored sensor readings in Cassandra. I designed one table per query, with the device id as the partition key and the reading time as a clustering column. Writes used quorum consistency so a read after a write saw the new reading.',
      ['data model', 'keys and constraints', 'transactions or consistency'],
    ],
    // "Your CV mentions Jira. Describe a concrete piece of work ...": what was broken down, cut and saved.
    [
      'tech-generic',
      'In my internship we tracked the work in Jira. The aim was to let managers export reports so that support got fewer questions. I broke the epic into four stories and set up a board for them. Support tickets about reports were cut by half and saved the team a day a week.',
      ['the goal', 'what you did', 'a measurable outcome'],
    ],
  ])('%s', (id, answer, points) => {
    const covered = measureText(bankQuestions().get(id)!, answer, null).covered.map((p) => p.point);
    expect(covered).toEqual(expect.arrayContaining(points));
  });
});
