/**
 * Launchpad's curated interview question bank, written for internship and graduate software roles. Each
 * question lists the key points a complete answer covers, each with the words that show it is covered
 * (matched at word starts, so "index" also finds "indexes" and "indexing").
 */

export interface KeyPoint {
  point: string;
  terms: string[];
}

export interface BankQuestion {
  id: string;
  question: string;
  keyPoints: KeyPoint[];
  /** A `{tech}` template whose answer may use any technology ("... using {tech} or any database you know"). */
  anyTechnology?: true;
}

export interface TechQuestions {
  /** Depth question for a technology the CV shows: about the candidate's own use of it. */
  technical: BankQuestion;
  /** Concept question for a technology the job wants and the CV lacks. */
  conceptual: BankQuestion;
}

const kp = (point: string, ...terms: string[]): KeyPoint => ({ point, terms });

/** Questions per technology, keyed by the analysis taxonomy's lower-cased name. */
export const TECH_BANK: Record<string, TechQuestions> = {
  python: {
    technical: {
      id: 'tech-python',
      question:
        'Your CV shows Python. Describe a Python program you wrote: how you structured it, which data structures you chose and why, and how you tested it.',
      keyPoints: [
        kp('structure into modules or functions', 'module', 'function', 'class', 'package'),
        kp('choice of data structures', 'list', 'dict', 'set', 'tuple', 'dataclass'),
        kp('testing', 'pytest', 'unittest', 'test', 'assert'),
        kp('dependencies and environment', 'pip', 'venv', 'virtualenv', 'poetry', 'requirements'),
        kp('performance or trade-offs', 'complexity', 'performance', 'generator', 'memory', 'faster'),
      ],
    },
    conceptual: {
      id: 'concept-python',
      question:
        'The role uses Python. Explain the difference between a list, a tuple, a set and a dict in Python, and when you would pick each one.',
      keyPoints: [
        kp('lists are ordered and mutable', 'mutable', 'ordered', 'append'),
        kp('tuples are immutable', 'immutable', 'tuple'),
        kp('sets hold unique items with fast membership', 'unique', 'duplicate', 'membership', 'set'),
        kp('dicts map keys to values', 'key', 'value', 'lookup', 'dict'),
        kp('hashing and lookup cost', 'hash', 'o(1)', 'constant time'),
      ],
    },
  },
  javascript: {
    technical: {
      id: 'tech-javascript',
      question:
        'Your CV shows JavaScript. Walk me through how you handled asynchronous work (network calls, timers) in a project, and how you dealt with errors in it.',
      keyPoints: [
        kp('promises or async/await', 'promise', 'async', 'await', 'then'),
        kp('error handling', 'try', 'catch', 'reject', 'error'),
        kp('event loop', 'event loop', 'callback', 'non-blocking', 'microtask'),
        kp('parallel versus sequential calls', 'promise.all', 'parallel', 'concurrent', 'sequential'),
        kp('user-facing state while waiting', 'loading', 'spinner', 'timeout', 'retry'),
      ],
    },
    conceptual: {
      id: 'concept-javascript',
      question:
        'The role uses JavaScript. Explain how the event loop lets JavaScript handle many operations on a single thread, and what happens with a long synchronous loop.',
      keyPoints: [
        kp('single thread with a call stack', 'single thread', 'call stack', 'stack'),
        kp('task and microtask queues', 'queue', 'microtask', 'callback'),
        kp(
          'non-blocking I/O',
          'non-blocking',
          'asynchronous',
          'async',
          'i/o',
          'network request',
          'file read',
        ),
        kp('long synchronous work blocks', 'block', 'freeze', 'unresponsive'),
        kp('ways to avoid blocking', 'worker', 'chunk', 'settimeout', 'offload'),
      ],
    },
  },
  typescript: {
    technical: {
      id: 'tech-typescript',
      question:
        'Your CV shows TypeScript. Give an example where the type system caught a bug or shaped your design, and how you typed data coming from outside (an API or a form).',
      keyPoints: [
        kp('compile-time checking', 'compile', 'type check', 'tsc', 'caught'),
        kp('interfaces or types for data', 'interface', 'type', 'generic'),
        kp('unions and narrowing', 'union', 'narrow', 'discriminat', 'type guard'),
        kp('validating external data at runtime', 'validat', 'zod', 'runtime', 'schema', 'parse'),
        kp('avoiding any', 'any', 'unknown', 'strict'),
      ],
    },
    conceptual: {
      id: 'concept-typescript',
      question:
        'The role uses TypeScript. What does TypeScript add to JavaScript, and why do types not protect you from bad data at runtime?',
      keyPoints: [
        kp('static types checked at compile time', 'static', 'compile', 'type check'),
        kp('types are erased', 'erase', 'removed', 'compiled to javascript', 'transpil'),
        kp('runtime validation is still needed', 'runtime', 'validat', 'schema'),
        kp('editor tooling and refactoring', 'autocomplete', 'refactor', 'tooling', 'intellisense'),
        kp('interfaces, generics and unions', 'interface', 'generic', 'union'),
      ],
    },
  },
  java: {
    technical: {
      id: 'tech-java',
      question:
        'Your CV shows Java. Describe a Java project you built: how you organised classes, which collections you used, and how you handled exceptions.',
      keyPoints: [
        kp('classes and interfaces', 'class', 'interface', 'object', 'inheritance'),
        kp('collections', 'arraylist', 'hashmap', 'list', 'map', 'set'),
        kp('exceptions', 'exception', 'try', 'catch', 'throw'),
        kp('testing', 'junit', 'test', 'mock'),
        kp('build tooling', 'maven', 'gradle', 'dependency'),
      ],
    },
    conceptual: {
      id: 'concept-java',
      question:
        'The role uses Java. Explain the difference between an interface and an abstract class, and how the JVM manages memory for objects.',
      keyPoints: [
        kp('interfaces define contracts', 'contract', 'implement', 'interface'),
        kp(
          'abstract classes share state and code',
          'abstract',
          'state',
          'shared code',
          'extend',
          'fields',
          'constructor',
          'concrete method',
        ),
        kp('single inheritance, many interfaces', 'multiple', 'single inheritance', 'only one'),
        kp('objects live on the heap', 'heap', 'stack'),
        kp('garbage collection', 'garbage', 'collector', 'gc'),
      ],
    },
  },
  'c#': {
    technical: {
      id: 'tech-csharp',
      question:
        'Your CV shows C#. Describe a C# application you worked on: how you used classes, LINQ or async/await, and how you handled errors.',
      keyPoints: [
        kp('classes and interfaces', 'class', 'interface', 'dependency injection'),
        kp('LINQ or collections', 'linq', 'list', 'dictionary', 'ienumerable'),
        kp('async/await', 'async', 'await', 'task'),
        kp('exceptions', 'exception', 'try', 'catch'),
        kp('testing', 'xunit', 'nunit', 'test', 'mock'),
      ],
    },
    conceptual: {
      id: 'concept-csharp',
      question:
        'The role uses C#. Explain the difference between value types and reference types in .NET, and what async/await does.',
      keyPoints: [
        kp('value types are copied', 'copied', 'copy', 'copies', 'by value'),
        kp(
          'reference types share an object',
          'same object',
          'share',
          'shared',
          'points to',
          'reference to',
          'heap',
        ),
        kp(
          'async/await frees the thread while waiting',
          'thread',
          'non-blocking',
          'blocking',
          'frees',
          'while waiting',
        ),
        kp('garbage collection', 'garbage', 'gc'),
        kp('nullability', 'null', 'nullable'),
      ],
    },
  },
  'c++': {
    technical: {
      id: 'tech-cpp',
      question:
        'Your CV shows C++. Describe a C++ program you wrote and how you managed memory and resources in it.',
      keyPoints: [
        kp('RAII', 'raii', 'destructor', 'scope'),
        kp('smart pointers', 'unique_ptr', 'shared_ptr', 'smart pointer'),
        kp('STL containers', 'vector', 'map', 'stl', 'unordered_map'),
        kp('avoiding leaks and dangling pointers', 'leak', 'dangling', 'valgrind', 'sanitizer'),
        kp('references and const', 'const', 'reference', 'move'),
      ],
    },
    conceptual: {
      id: 'concept-cpp',
      question:
        'The role uses C++. Explain the difference between stack and heap allocation, and how RAII and smart pointers prevent leaks.',
      keyPoints: [
        kp('stack allocation is automatic', 'stack', 'automatic', 'scope'),
        kp('heap allocation is manual', 'heap', 'new', 'delete', 'dynamic'),
        kp('RAII ties resources to lifetimes', 'raii', 'destructor', 'lifetime'),
        kp('smart pointers', 'unique_ptr', 'shared_ptr', 'smart pointer'),
        kp('ownership', 'owner', 'ownership', 'move'),
      ],
    },
  },
  go: {
    technical: {
      id: 'tech-go',
      question:
        'Your CV shows Go. Describe a Go service or tool you built, how you used goroutines and channels, and how you handled errors.',
      keyPoints: [
        kp('goroutines', 'goroutine', 'concurren'),
        kp('channels or sync', 'channel', 'mutex', 'waitgroup', 'sync'),
        kp('explicit error values', 'error', 'err', 'if err'),
        kp('context and cancellation', 'context', 'cancel', 'timeout'),
        kp('testing', 'go test', 'test', 'table'),
      ],
    },
    conceptual: {
      id: 'concept-go',
      question:
        'The role uses Go. Explain goroutines and channels, and how Go handles errors compared with exceptions.',
      keyPoints: [
        kp('goroutines are lightweight threads', 'goroutine', 'lightweight', 'thread'),
        kp('channels pass data between goroutines', 'channel', 'communicat', 'send', 'receive'),
        kp('errors are returned values', 'return', 'error value', 'err'),
        kp('no exceptions; panic is exceptional', 'panic', 'exception', 'recover'),
        kp('avoiding races', 'race', 'mutex', 'deadlock'),
      ],
    },
  },
  sql: {
    technical: {
      id: 'tech-sql',
      question:
        'Your CV shows SQL. Describe a query you wrote that joined several tables, and how you made sure it was correct and fast.',
      keyPoints: [
        kp('joins', 'join', 'inner', 'left'),
        kp('grouping and aggregation', 'group by', 'count', 'sum', 'aggregate'),
        kp('indexes', 'index'),
        kp('reading the query plan', 'explain', 'plan', 'analyze'),
        kp('checking results', 'test', 'verify', 'check', 'sample'),
      ],
    },
    conceptual: {
      id: 'concept-sql',
      question:
        'The role uses SQL. Explain the difference between INNER JOIN and LEFT JOIN, and what a database index does.',
      keyPoints: [
        kp('inner join keeps matching rows', 'inner', 'match', 'both'),
        kp('left join keeps every left row', 'left', 'null', 'all rows'),
        kp('indexes speed up lookups', 'index', 'lookup', 'faster', 'b-tree', 'btree'),
        kp('indexes cost writes and space', 'write', 'insert', 'space', 'slower'),
        kp('choosing columns to index', 'where', 'column', 'filter'),
      ],
    },
  },
  postgresql: {
    technical: {
      id: 'tech-postgresql',
      question:
        'Your CV shows PostgreSQL. How did you design the tables for a feature you built, and how did you keep the data consistent?',
      keyPoints: [
        kp('schema design', 'table', 'column', 'schema', 'normaliz'),
        kp('keys and constraints', 'primary key', 'foreign key', 'constraint', 'unique'),
        kp('transactions', 'transaction', 'commit', 'rollback', 'atomic'),
        kp('indexes', 'index'),
        kp('migrations', 'migration'),
      ],
    },
    conceptual: {
      id: 'concept-postgresql',
      question:
        'The role uses PostgreSQL. Explain what a transaction is, what ACID means, and why constraints belong in the database.',
      keyPoints: [
        kp('all or nothing', 'atomic', 'all or nothing', 'rollback'),
        kp('consistency', 'consisten', 'constraint', 'valid'),
        kp('isolation between concurrent work', 'isolation', 'concurrent', 'lock'),
        kp('durability', 'durab', 'persist', 'crash'),
        kp('constraints in the database', 'foreign key', 'unique', 'check', 'not null'),
      ],
    },
  },
  mysql: {
    technical: {
      id: 'tech-mysql',
      question:
        'Your CV shows MySQL. How did you design the tables for a feature you built, and how did you make its queries fast?',
      keyPoints: [
        kp('schema design', 'table', 'column', 'schema', 'normaliz'),
        kp('keys and constraints', 'primary key', 'foreign key', 'constraint', 'unique'),
        kp('indexes', 'index'),
        kp('query plan', 'explain', 'plan', 'slow query'),
        kp('transactions', 'transaction', 'innodb', 'commit'),
      ],
    },
    conceptual: {
      id: 'concept-mysql',
      question:
        'The role uses MySQL. Explain normalisation, and when you might denormalise a table on purpose.',
      keyPoints: [
        kp(
          'removing duplicated data',
          'duplicat',
          'redundan',
          'normal form',
          'normaliz',
          'repeat',
          'same information',
          'one place',
        ),
        kp('relations through keys', 'foreign key', 'relation', 'join'),
        kp('update anomalies', 'anomal', 'inconsisten', 'update'),
        kp('denormalising for reads', 'denormaliz', 'read', 'performance', 'report'),
        kp('trade-off', 'trade-off', 'tradeoff', 'cost'),
      ],
    },
  },
  mongodb: {
    technical: {
      id: 'tech-mongodb',
      question:
        'Your CV shows MongoDB. How did you model the documents for a feature you built, and when did you embed versus reference data?',
      keyPoints: [
        kp('document model', 'document', 'collection', 'schema', 'sub-document', 'nested', 'array'),
        kp('embedding', 'embed', 'nested', 'subdocument'),
        kp('referencing', 'reference', 'populate', 'lookup', 'id'),
        kp('indexes', 'index'),
        kp('query patterns drive the model', 'query', 'access pattern', 'read'),
      ],
    },
    conceptual: {
      id: 'concept-mongodb',
      question:
        'The role uses MongoDB. Compare a document database with a relational one: what each does well and how you would choose.',
      keyPoints: [
        kp('flexible documents', 'flexible', 'schema', 'document', 'json'),
        kp('relations and joins', 'join', 'relation', 'foreign key'),
        kp('transactions and consistency', 'transaction', 'consisten', 'acid'),
        kp('scaling', 'scal', 'shard', 'replica'),
        kp('choosing by access pattern', 'access pattern', 'query', 'use case', 'depends'),
      ],
    },
  },
  react: {
    technical: {
      id: 'tech-react',
      question:
        'Your CV shows React. Describe a React component tree you built: where the state lived, how data flowed, and how you avoided unnecessary re-renders.',
      keyPoints: [
        kp('state and props', 'state', 'props', 'usestate'),
        kp('lifting state or context', 'lift', 'context', 'redux', 'store'),
        kp('effects and data fetching', 'useeffect', 'effect', 'fetch', 'react query', 'query'),
        kp('avoiding re-renders', 'memo', 'usememo', 'usecallback', 're-render', 'rerender'),
        kp('testing components', 'test', 'testing library', 'jest', 'vitest'),
      ],
    },
    conceptual: {
      id: 'concept-react',
      question:
        'The role uses React. Explain what state and props are, what causes a component to re-render, and what the key prop in a list is for.',
      keyPoints: [
        kp('props come from the parent', 'props', 'parent', 'read-only'),
        kp('state is owned by the component', 'state', 'usestate', 'owned'),
        kp('state or props changes cause re-render', 're-render', 'rerender', 'render'),
        kp('keys identify list items', 'key', 'identity', 'reconcil'),
        kp('virtual DOM and reconciliation', 'virtual dom', 'diff', 'reconcil'),
      ],
    },
  },
  angular: {
    technical: {
      id: 'tech-angular',
      question:
        'Your CV shows Angular. Describe how you structured an Angular feature with components and services, and how data reached the view.',
      keyPoints: [
        kp('components and modules', 'component', 'module', 'standalone'),
        kp('services and dependency injection', 'service', 'inject', 'dependency injection'),
        kp('observables', 'observable', 'rxjs', 'subscribe', 'async pipe'),
        kp('binding', 'binding', 'input', 'output', 'template'),
        kp('testing', 'test', 'jasmine', 'karma', 'jest'),
      ],
    },
    conceptual: {
      id: 'concept-angular',
      question: 'The role uses Angular. Explain dependency injection and how Angular uses RxJS observables.',
      keyPoints: [
        kp('injector provides dependencies', 'inject', 'provider', 'dependency'),
        kp('services are shared', 'service', 'singleton', 'shared'),
        kp('observables are streams', 'observable', 'stream', 'rxjs'),
        kp('subscribing and unsubscribing', 'subscribe', 'unsubscribe', 'async pipe', 'leak'),
        kp('testability', 'test', 'mock'),
      ],
    },
  },
  'node.js': {
    technical: {
      id: 'tech-node',
      question:
        'Your CV shows Node.js. Describe a Node.js API you built: how requests were routed, how you validated input, and how you handled errors.',
      keyPoints: [
        kp(
          'routing and middleware',
          'route',
          'middleware',
          'express',
          'koa',
          'fastify',
          'router',
          'endpoint',
          'app.use',
          'app.get',
          'get /',
          'post /',
        ),
        kp('input validation', 'validat', 'schema', 'zod', 'joi'),
        kp('error handling', 'error', 'try', 'catch', 'status code'),
        kp('async I/O', 'async', 'await', 'promise', 'non-blocking'),
        kp('database access', 'database', 'query', 'orm', 'sql'),
      ],
    },
    conceptual: {
      id: 'concept-node',
      question:
        'The role uses Node.js. Explain why Node.js handles many concurrent connections on one thread, and what kind of work slows it down.',
      keyPoints: [
        kp('event loop', 'event loop', 'single thread'),
        kp('non-blocking I/O', 'non-blocking', 'asynchronous', 'i/o'),
        kp('CPU-heavy work blocks', 'cpu', 'block', 'synchronous', 'heavy'),
        kp('worker threads or processes', 'worker', 'cluster', 'process'),
        kp('callbacks and promises', 'callback', 'promise', 'async'),
      ],
    },
  },
  'spring boot': {
    technical: {
      id: 'tech-spring',
      question:
        'Your CV shows Spring Boot. Describe a Spring Boot service you built: its layers, how beans were wired, and how it talked to the database.',
      keyPoints: [
        kp('controller, service and repository layers', 'controller', 'service', 'repository', 'layer'),
        kp('dependency injection', 'bean', 'autowired', 'inject', 'dependency injection'),
        kp('data access', 'jpa', 'hibernate', 'repository', 'entity'),
        kp('validation and errors', 'validat', 'exception', 'controlleradvice', 'status'),
        kp('testing', 'test', 'mockmvc', 'junit', 'mock'),
      ],
    },
    conceptual: {
      id: 'concept-spring',
      question:
        'The role uses Spring Boot. Explain inversion of control and dependency injection, and what Spring Boot auto-configuration does for you.',
      keyPoints: [
        kp('the container creates objects', 'container', 'inversion of control', 'ioc', 'bean'),
        kp('dependencies are injected', 'inject', 'constructor', 'autowired'),
        kp('loose coupling and testability', 'coupling', 'test', 'mock'),
        kp('auto-configuration from the classpath', 'auto-config', 'autoconfig', 'classpath', 'starter'),
        kp('configuration properties', 'properties', 'yaml', 'profile'),
      ],
    },
  },
  django: {
    technical: {
      id: 'tech-django',
      question:
        'Your CV shows Django. Describe a Django feature you built: its models, views and how you avoided slow database queries.',
      keyPoints: [
        kp('models and migrations', 'model', 'migration', 'orm'),
        kp('views and URLs', 'view', 'url', 'template', 'serializer', 'class-based', 'urls.py'),
        kp('avoiding N+1 queries', 'select_related', 'prefetch', 'n+1', 'query'),
        kp('forms or validation', 'form', 'validat', 'clean'),
        kp('testing', 'test', 'pytest', 'client'),
      ],
    },
    conceptual: {
      id: 'concept-django',
      question: 'The role uses Django. Explain how a request travels through Django, from URL to response.',
      keyPoints: [
        kp('URL routing', 'url', 'route', 'urlpatterns'),
        kp('middleware', 'middleware'),
        kp('views', 'view'),
        kp('ORM models', 'model', 'orm', 'queryset'),
        kp('templates or serializers build the response', 'template', 'serializer', 'response', 'json'),
      ],
    },
  },
  flask: {
    technical: {
      id: 'tech-flask',
      question:
        'Your CV shows Flask. Describe a Flask application you built: how you organised routes, validated input and stored data.',
      keyPoints: [
        kp('routes and blueprints', 'route', 'blueprint', 'endpoint'),
        kp('input validation', 'validat', 'schema', 'marshmallow', 'pydantic', 'request'),
        kp('data storage', 'sqlalchemy', 'database', 'model', 'sql'),
        kp('error handling', 'error', 'errorhandler', 'status', 'abort'),
        kp('testing', 'test', 'pytest', 'test_client'),
      ],
    },
    conceptual: {
      id: 'concept-flask',
      question:
        'The role uses Flask. Explain what a micro-framework leaves to you, and how you would structure a growing Flask app.',
      keyPoints: [
        kp(
          'minimal core',
          'minimal',
          'micro',
          'extension',
          'small',
          'core',
          'built-in',
          'batteries',
          'the basics',
        ),
        kp('choosing libraries', 'sqlalchemy', 'library', 'extension'),
        kp('blueprints', 'blueprint', 'module'),
        kp('application factory', 'factory', 'create_app', 'config'),
        kp('testing', 'test'),
      ],
    },
  },
  docker: {
    technical: {
      id: 'tech-docker',
      question:
        'Your CV shows Docker. Describe how you containerised an application: the Dockerfile, image size, and how services talked to each other.',
      keyPoints: [
        kp('Dockerfile layers', 'dockerfile', 'layer', 'from', 'copy'),
        kp('small images', 'multi-stage', 'slim', 'alpine', 'size', 'cache'),
        kp('compose or networking', 'compose', 'network', 'port'),
        kp('configuration and secrets', 'environment', 'env', 'secret', 'volume'),
        kp('running in CI or production', 'ci', 'pipeline', 'deploy', 'registry'),
      ],
    },
    conceptual: {
      id: 'concept-docker',
      question:
        'The role uses Docker. Explain the difference between an image and a container, and how a container differs from a virtual machine.',
      keyPoints: [
        kp('images are templates', 'image', 'template', 'layer', 'blueprint'),
        kp('containers are running instances', 'instance', 'running', 'process'),
        kp('containers share the host kernel', 'kernel', 'share', 'lightweight'),
        kp('VMs run a full OS', 'virtual machine', 'vm', 'hypervisor', 'operating system'),
        kp('reproducible environments', 'reproducib', 'consisten', 'works on my machine', 'portable'),
      ],
    },
  },
  kubernetes: {
    technical: {
      id: 'tech-kubernetes',
      question:
        'Your CV shows Kubernetes. Describe how you deployed a service to Kubernetes and how you knew it was healthy.',
      keyPoints: [
        kp('deployments and pods', 'deployment', 'pod', 'replica'),
        kp('services and ingress', 'service', 'ingress', 'load balanc'),
        kp('health checks', 'probe', 'liveness', 'readiness', 'health'),
        kp('config and secrets', 'configmap', 'secret'),
        kp('rollouts', 'rollout', 'rollback', 'rolling'),
      ],
    },
    conceptual: {
      id: 'concept-kubernetes',
      question:
        'The role uses Kubernetes. Explain what pods, deployments and services are and why Kubernetes restarts pods.',
      keyPoints: [
        kp('pods run containers', 'pod', 'container'),
        kp('deployments keep replicas', 'deployment', 'replica', 'desired state'),
        kp('services give a stable address', 'service', 'stable', 'load balanc', 'dns'),
        kp('self-healing', 'restart', 'self-heal', 'probe', 'fail'),
        kp('declarative configuration', 'declarative', 'yaml', 'manifest'),
      ],
    },
  },
  aws: {
    technical: {
      id: 'tech-aws',
      question:
        'Your CV shows AWS. Describe an AWS setup you worked with: which services, why, and how you controlled access and cost.',
      keyPoints: [
        kp('compute', 'ec2', 'lambda', 'ecs', 'fargate'),
        kp('storage or databases', 's3', 'rds', 'dynamodb'),
        kp('access control', 'iam', 'role', 'policy', 'permission'),
        kp('cost', 'cost', 'budget', 'billing'),
        kp('monitoring', 'cloudwatch', 'monitor', 'log', 'alarm'),
      ],
    },
    conceptual: {
      id: 'concept-aws',
      question:
        'The role uses AWS. Compare running code on EC2 with AWS Lambda, and explain what IAM roles are for.',
      keyPoints: [
        kp('EC2 is a virtual server you manage', 'ec2', 'server', 'instance', 'manage'),
        kp('Lambda runs functions on demand', 'lambda', 'serverless', 'on demand', 'event'),
        kp('cold starts and limits', 'cold start', 'timeout', 'limit'),
        kp('pricing differences', 'pay', 'cost', 'pricing'),
        kp('IAM grants least privilege', 'iam', 'least privilege', 'permission', 'role'),
      ],
    },
  },
  git: {
    technical: {
      id: 'tech-git',
      question:
        'Your CV shows Git. Describe the branching and review workflow of a team project you worked on, and how you resolved a merge conflict.',
      keyPoints: [
        kp('branches', 'branch', 'feature branch'),
        kp('pull requests and review', 'pull request', 'review', 'merge request', 'pr'),
        kp('resolving conflicts', 'conflict', 'resolve', 'rebase', 'merge'),
        kp('commit hygiene', 'commit message', 'small commit', 'atomic', 'squash'),
        kp('CI checks', 'ci', 'pipeline', 'test'),
      ],
    },
    conceptual: {
      id: 'concept-git',
      question:
        'The role uses Git. Explain the difference between merge and rebase, and when you would use each.',
      keyPoints: [
        kp('merge keeps history with a merge commit', 'merge commit', 'history', 'preserve'),
        kp('rebase rewrites commits onto a new base', 'rewrite', 'linear', 'replay'),
        kp('never rebase shared branches', 'shared', 'public', 'force push'),
        kp('conflicts', 'conflict'),
        kp('team conventions', 'team', 'convention', 'workflow'),
      ],
    },
  },
  'rest apis': {
    technical: {
      id: 'tech-rest',
      question:
        'Your CV shows REST APIs. Describe an API you designed or used heavily: its resources, status codes, and how you handled versioning and errors.',
      keyPoints: [
        kp('resources and HTTP methods', 'resource', 'get', 'post', 'put', 'delete', 'endpoint'),
        kp('status codes', 'status', '404', '400', '201', '500'),
        kp('error bodies', 'error', 'message'),
        kp('versioning', 'version', 'v1', 'backward'),
        kp('authentication', 'auth', 'token', 'jwt', 'oauth'),
      ],
    },
    conceptual: {
      id: 'concept-rest',
      question:
        'The role involves REST APIs. Explain what makes an API RESTful, and what idempotent means for PUT and POST.',
      keyPoints: [
        kp('resources named by URLs', 'resource', 'url', 'uri', 'noun'),
        kp('HTTP methods', 'get', 'post', 'put', 'delete', 'method'),
        kp('statelessness', 'stateless'),
        kp('idempotency', 'idempoten', 'same result', 'repeat'),
        kp('status codes', 'status', '200', '404', '201'),
      ],
    },
  },
  'unit testing': {
    technical: {
      id: 'tech-testing',
      question:
        'Your CV shows unit testing. Describe how you tested a piece of code you wrote: what you tested, what you mocked, and how you knew the tests were good enough.',
      keyPoints: [
        kp('behaviour and edge cases', 'edge case', 'boundary', 'behaviour', 'behavior'),
        kp('mocks or fakes', 'mock', 'stub', 'fake'),
        kp('arrange-act-assert', 'assert', 'arrange', 'expect'),
        kp('coverage', 'coverage'),
        kp('running in CI', 'ci', 'pipeline', 'automat'),
      ],
    },
    conceptual: {
      id: 'concept-testing',
      question:
        'The role values testing. Explain the difference between unit, integration and end-to-end tests and how many of each you would write.',
      keyPoints: [
        kp('unit tests check small pieces', 'unit', 'isolat', 'function'),
        kp('integration tests check parts together', 'integration', 'database', 'together'),
        kp('end-to-end tests check user journeys', 'end-to-end', 'e2e', 'browser', 'user'),
        kp('test pyramid', 'pyramid', 'more unit', 'fewer'),
        kp('speed and reliability', 'fast', 'slow', 'flaky'),
      ],
    },
  },
  linux: {
    technical: {
      id: 'tech-linux',
      question:
        'Your CV shows Linux. Describe how you investigated a problem on a Linux machine (a full disk, a stuck process, a failing service).',
      keyPoints: [
        kp('processes', 'ps', 'top', 'htop', 'process', 'kill'),
        kp('logs', 'log', 'journalctl', 'tail', 'grep'),
        kp('disk and files', 'df', 'du', 'disk'),
        kp('services', 'systemctl', 'service', 'systemd'),
        kp('permissions', 'permission', 'chmod', 'sudo', 'owner'),
      ],
    },
    conceptual: {
      id: 'concept-linux',
      question: 'The role uses Linux. Explain file permissions, processes and signals in Linux.',
      keyPoints: [
        kp('read, write, execute for user, group, others', 'read', 'write', 'execute', 'group'),
        kp('chmod and ownership', 'chmod', 'chown', 'owner'),
        kp('processes have ids', 'process', 'pid'),
        kp('signals', 'signal', 'sigterm', 'sigkill', 'kill'),
        kp('root and sudo', 'root', 'sudo'),
      ],
    },
  },
  'machine learning': {
    technical: {
      id: 'tech-ml',
      question:
        'Your CV shows machine learning. Describe a model you trained: the data, how you split it, which metric you used and how you avoided overfitting.',
      keyPoints: [
        kp(
          'data preparation',
          'clean',
          'feature',
          'preprocess',
          'data',
          'prepar',
          'one-hot',
          'missing value',
        ),
        kp('train/validation/test split', 'split', 'validation', 'test set', 'cross-validation'),
        kp('metrics', 'accuracy', 'precision', 'recall', 'f1', 'rmse', 'auc'),
        kp('overfitting', 'overfit', 'regulariz', 'dropout', 'early stopping'),
        kp('baseline comparison', 'baseline', 'compare'),
      ],
    },
    conceptual: {
      id: 'concept-ml',
      question:
        'The role involves machine learning. Explain overfitting, how you detect it, and what you do about it.',
      keyPoints: [
        kp('memorises training data', 'memori', 'training data', 'noise'),
        kp('gap between training and validation', 'validation', 'test', 'gap', 'generaliz'),
        kp('regularisation', 'regulariz', 'dropout', 'penalty'),
        kp('more data or simpler model', 'more data', 'simpler', 'augment'),
        kp('cross-validation', 'cross-validation', 'k-fold'),
      ],
    },
  },
  redis: {
    technical: {
      id: 'tech-redis',
      question:
        'Your CV shows Redis. Describe what you used Redis for, how you chose keys and expiry, and what happened when the cache was stale.',
      keyPoints: [
        kp('caching', 'cache', 'caching'),
        kp('key design', 'key', 'namespace', 'prefix'),
        kp('expiry', 'ttl', 'expir', 'evict'),
        kp('invalidation', 'invalidat', 'stale', 'consisten'),
        kp('data structures', 'hash', 'list', 'sorted set', 'pub/sub', 'set'),
      ],
    },
    conceptual: {
      id: 'concept-redis',
      question:
        'The role uses Redis. Explain how a cache in front of a database helps and what cache invalidation problems appear.',
      keyPoints: [
        kp('faster reads from memory', 'memory', 'faster', 'latency'),
        kp('less database load', 'load', 'database'),
        kp('expiry', 'ttl', 'expir'),
        kp('stale data', 'stale', 'invalidat', 'consisten'),
        kp('cache-aside pattern', 'cache-aside', 'miss', 'hit'),
      ],
    },
  },
};

/** Category templates for technologies without their own entry; `{tech}` is replaced by the name. */
export const CATEGORY_BANK: Record<string, TechQuestions> = {
  'Programming Languages': {
    technical: {
      id: 'tech-language',
      question:
        'Your CV shows {tech}. Describe a program you wrote in {tech}: how you structured the code, handled errors and tested it.',
      keyPoints: [
        kp('structure into functions, classes or modules', 'function', 'class', 'module', 'structure'),
        kp('data structures', 'array', 'list', 'map', 'dictionary', 'set', 'struct'),
        kp('error handling', 'error', 'exception', 'try', 'catch', 'validat'),
        kp('testing', 'test'),
        kp('performance', 'complexity', 'performance', 'memory', 'faster'),
      ],
    },
    conceptual: {
      id: 'concept-language',
      question:
        'The role uses {tech}. How would you get productive in {tech} quickly, and which language features would you learn first to write safe, maintainable code?',
      keyPoints: [
        kp('types and data structures', 'type', 'data structure', 'collection'),
        kp('error handling', 'error', 'exception'),
        kp(
          'tooling and packages',
          'package',
          'build',
          'compiler',
          'tooling',
          'gradle',
          'maven',
          'intellij',
          'dependenc',
        ),
        kp('testing', 'test'),
        kp('learning by building', 'project', 'build', 'practice', 'documentation'),
      ],
    },
  },
  'Frameworks & Libraries': {
    technical: {
      id: 'tech-framework',
      question:
        'Your CV shows {tech}. Describe a feature you built with {tech}: how the code was organised and what the framework did for you.',
      keyPoints: [
        kp('structure and conventions', 'structure', 'component', 'module', 'convention', 'layer'),
        kp('data flow', 'state', 'data', 'request', 'model'),
        kp('configuration', 'config', 'setting'),
        kp('testing', 'test'),
        kp('trade-offs of the framework', 'trade-off', 'limitation', 'overhead', 'instead'),
      ],
    },
    conceptual: {
      id: 'concept-framework',
      question:
        'The role uses {tech}. What problem does a framework like {tech} solve, and how would you learn it for a project starting next week?',
      keyPoints: [
        kp('the problem it solves', 'solve', 'problem', 'boilerplate', 'productiv'),
        kp('conventions and structure', 'convention', 'structure', 'pattern'),
        kp('documentation and examples', 'documentation', 'docs', 'tutorial', 'example'),
        kp('small prototype first', 'prototype', 'small', 'sample project'),
        kp('testing', 'test'),
      ],
    },
  },
  Databases: {
    technical: {
      id: 'tech-database',
      question:
        'Your CV shows {tech}. How did you model data in {tech} for a feature, and how did you keep queries fast and data consistent?',
      keyPoints: [
        kp('data model', 'table', 'document', 'schema', 'model', 'partition', 'denormali'),
        kp(
          'keys and constraints',
          'key',
          'constraint',
          'unique',
          'partition key',
          'primary key',
          'clustering',
        ),
        kp('indexes', 'index'),
        kp('transactions or consistency', 'transaction', 'consisten', 'atomic', 'quorum', 'replica'),
        kp('measuring queries', 'explain', 'plan', 'slow', 'measure', 'latency', 'tracing'),
      ],
    },
    conceptual: {
      id: 'concept-database',
      question:
        'The role uses {tech}. Explain how an index speeds up a query and what it costs, using {tech} or any database you know.',
      anyTechnology: true,
      keyPoints: [
        kp('index avoids full scans', 'scan', 'lookup', 'faster', 'b-tree', 'btree'),
        kp('sorted structure', 'sorted', 'tree', 'hash'),
        kp('cost on writes', 'write', 'insert', 'update', 'slower'),
        kp('storage cost', 'space', 'storage', 'memory'),
        kp('choosing columns', 'column', 'where', 'filter', 'selectiv'),
      ],
    },
  },
  'Cloud & DevOps': {
    technical: {
      id: 'tech-devops',
      question:
        'Your CV shows {tech}. Describe how you used {tech} to build, deploy or run software, and how you knew a deployment worked.',
      keyPoints: [
        kp('automation', 'automat', 'pipeline', 'script', 'ci'),
        kp('configuration and secrets', 'config', 'secret', 'environment'),
        kp('monitoring', 'monitor', 'log', 'metric', 'alert'),
        kp('rollback', 'rollback', 'roll back', 'revert'),
        kp('infrastructure as code', 'terraform', 'yaml', 'infrastructure as code', 'declarative'),
      ],
    },
    conceptual: {
      id: 'concept-devops',
      question:
        'The role uses {tech}. Explain what continuous integration and continuous delivery are, and where {tech} could fit in such a pipeline.',
      keyPoints: [
        kp('build and test on every change', 'every commit', 'every change', 'build', 'test'),
        kp('automated pipeline', 'pipeline', 'automat', 'stages', 'github actions', 'gitlab ci'),
        kp('delivery or deployment', 'deploy', 'release', 'delivery'),
        kp('fast feedback', 'feedback', 'fast', 'early'),
        kp('rollback', 'rollback', 'revert'),
      ],
    },
  },
  generic: {
    technical: {
      id: 'tech-generic',
      question:
        'Your CV mentions {tech}. Describe a concrete piece of work where you used {tech}: the goal, what you did, and what you would do differently now.',
      keyPoints: [
        kp('the goal', 'goal', 'needed', 'purpose', 'problem', 'aim', 'so that'),
        kp(
          'what you did',
          'built',
          'implemented',
          'wrote',
          'configured',
          'designed',
          'broke',
          'split',
          'set up',
        ),
        kp('a measurable outcome', 'result', 'reduced', 'improved', '%', 'faster', 'cut', 'fewer', 'saved'),
        kp('testing or verification', 'test', 'verif', 'check', 'acceptance criteria'),
        kp('reflection', 'differently', 'learned', 'next time', 'in hindsight', 'lesson', 'i would'),
      ],
    },
    conceptual: {
      id: 'concept-generic',
      question:
        'The role asks for {tech}, which your CV does not show. Explain what you know about {tech}, how it fits into a software team, and how you would learn it.',
      keyPoints: [
        kp('what it is for', 'used for', 'purpose', 'helps', 'allows'),
        kp(
          'how it fits the team',
          'team',
          'workflow',
          'project',
          'backlog',
          'sprint',
          'board',
          'product owner',
          'ticket',
        ),
        kp('related experience', 'similar', 'related', 'experience', 'used'),
        kp('a learning plan', 'learn', 'documentation', 'tutorial', 'course', 'practice'),
        kp('a first small project', 'project', 'prototype', 'build'),
      ],
    },
  },
};

/**
 * The bank ids of the `{tech}` templates asking about the one technology they are filled with ("Describe a
 * feature you built with Vue.js"): an answer that never names it is about something else.
 */
export const ABOUT_ITS_TECHNOLOGY: ReadonlySet<string> = new Set(
  Object.values(CATEGORY_BANK)
    .flatMap((t) => [t.technical, t.conceptual])
    .filter((q) => !q.anyTechnology)
    .map((q) => q.id),
);

/** The depth question when the CV names no technology at all. */
export const NO_TECH_QUESTION: BankQuestion = {
  id: 'tech-project',
  question:
    'Tell me about a piece of software you built or worked on (a course project counts): what it did, how you built it, how you tested it, and what you would improve.',
  keyPoints: [
    kp('what it did and for whom', 'users', 'purpose', 'problem', 'goal'),
    kp('technologies and design', 'language', 'framework', 'database', 'design', 'architecture'),
    kp(
      'your own part',
      'i built',
      'i wrote',
      'i implemented',
      'my part',
      'i designed',
      'my own part',
      'i was responsible',
      'i did',
      'i worked on',
      'i mostly',
    ),
    kp('testing', 'test'),
    kp('what you would improve', 'improve', 'differently', 'next time', 'refactor'),
  ],
};

export interface BehaviouralQuestion extends BankQuestion {
  /** Job-description words that make this question the best fit. */
  cues: string[];
}

/** STAR parts, checked on every behavioural answer. */
export const STAR_POINTS: KeyPoint[] = [
  kp(
    'Situation: set the scene',
    'when i',
    'during',
    'while',
    'at my',
    'in my',
    'project',
    'internship',
    'last year',
    'semester',
  ),
  kp(
    'Task: your responsibility',
    'my task',
    'my role',
    'responsible',
    'i had to',
    'i needed to',
    'goal',
    'my job',
  ),
  kp(
    'Action: what you did',
    'i decided',
    'i organi',
    'i wrote',
    'i built',
    'i set up',
    'i talked',
    'i proposed',
    'i created',
    'i scheduled',
    'i asked',
    'i started',
    'i implemented',
    'i split',
    'i met',
    'i suggested',
    'i explained',
    'i fixed',
    'i changed',
    'i added',
    'i removed',
    'i rewrote',
    'i reverted',
    'i updated',
    'i moved',
    'i used',
    'i tried',
    'i went',
    'i spent',
    'i read',
    'i followed',
    'i told',
    'i apologi',
    'i reached out',
    'we agreed',
    'we decided',
    'we added',
    'we moved',
    'we turned on',
    'we switched',
  ),
  kp(
    'Result: the outcome',
    'result',
    'as a result',
    'outcome',
    'in the end',
    'finally',
    'we delivered',
    'shipped',
    'reduced',
    'improved',
    'increased',
    'learned',
    'learnt',
    'after that',
    'since then',
    'from then on',
    'better mark',
    'better grade',
    'on time',
  ),
];

export const BEHAVIOURAL_BANK: BehaviouralQuestion[] = [
  {
    id: 'beh-teamwork-conflict',
    question:
      'Tell me about a time you disagreed with a teammate about how to build something. What happened and how was it resolved?',
    cues: ['team', 'collaborat', 'cross-functional', 'stakeholder', 'communicat'],
    keyPoints: [
      kp('listening to the other view', 'listen', 'understand', 'perspective', 'point of view'),
      kp('deciding with evidence', 'data', 'prototype', 'compare', 'evidence', 'tested'),
      kp('respectful communication', 'respect', 'calm', 'discuss', 'meeting', 'talked'),
      kp('the resolution', 'agreed', 'compromise', 'decided', 'resolved'),
      kp('what you learned', 'learned', 'learnt', 'next time', 'now i'),
    ],
  },
  {
    id: 'beh-deadline',
    question:
      'Describe a time you had a tight deadline and more work than time. How did you decide what to do, and what was the result?',
    cues: ['deadline', 'fast-paced', 'fast paced', 'priorit', 'deliver', 'agile', 'sprint'],
    keyPoints: [
      kp('prioritising', 'priorit', 'most important', 'must-have', 'scope'),
      kp('communicating early', 'told', 'inform', 'communicat', 'updated', 'manager', 'lead'),
      kp('planning the work', 'plan', 'split', 'break down', 'tasks', 'schedule'),
      kp('delivering', 'deliver', 'on time', 'shipped', 'submitted', 'finished'),
      kp('reflection', 'learned', 'learnt', 'next time', 'differently'),
    ],
  },
  {
    id: 'beh-learning',
    question:
      'Tell me about a time you had to learn a new technology quickly to finish a task. How did you approach it?',
    cues: ['learn', 'eager', 'curious', 'growth', 'new technolog', 'intern', 'graduate'],
    keyPoints: [
      kp('a concrete technology', 'learn', 'new', 'never used'),
      kp('learning strategy', 'documentation', 'docs', 'tutorial', 'course', 'example', 'prototype'),
      kp('asking for help', 'asked', 'mentor', 'colleague', 'senior', 'help'),
      kp('applying it', 'built', 'implemented', 'used it', 'applied'),
      kp('outcome', 'result', 'finished', 'delivered', 'worked'),
    ],
  },
  {
    id: 'beh-mistake',
    question:
      'Tell me about a mistake you made in a project. How did you find out, what did you do, and what changed afterwards?',
    cues: ['quality', 'ownership', 'responsib', 'reliab', 'detail'],
    keyPoints: [
      kp(
        'owning the mistake',
        'my mistake',
        'i made a mistake',
        'i made an error',
        'i missed',
        'my fault',
        'i forgot',
        'own',
        'apologi',
        'it was my',
        'that was me',
        'this was me',
        'i accidentally',
        'i broke',
      ),
      kp(
        'fixing it',
        'fixed',
        'rolled back',
        'corrected',
        'patched',
        'repaired',
        'reverted',
        'the fix',
        'a fix',
        'fixed it',
        'fixed the',
      ),
      kp(
        'telling others',
        'told',
        'informed',
        'reported',
        'explained',
        'told the team',
        'told my',
        'let the team know',
        'posted in',
        'in the channel',
        'post-mortem',
        'messaged',
      ),
      kp(
        'preventing it again',
        'test',
        'checklist',
        'review',
        'prevent',
        'process',
        'branch protection',
        'so nobody could',
        "wouldn't happen again",
      ),
      kp('what you learned', 'learned', 'learnt', 'lesson', 'took away'),
    ],
  },
  {
    id: 'beh-feedback',
    question: 'Describe a time you received critical feedback on your work. How did you respond?',
    cues: ['feedback', 'code review', 'mentor', 'improve', 'growth'],
    keyPoints: [
      kp(
        'the feedback itself',
        'feedback',
        'review',
        'comment',
        'said',
        'told me',
        'pointed out',
        'criticis',
      ),
      kp(
        'not taking it personally',
        'listened',
        'understood',
        'open',
        'thanked',
        'defensive',
        'was right',
        'realised',
        'realized',
      ),
      kp(
        'acting on it',
        'changed',
        'rewrote',
        'improved',
        'fixed',
        'refactored',
        'went back',
        'reworked',
        'renamed',
      ),
      kp('following up', 'follow', 'asked', 'check in', 'again'),
      kp('result', 'result', 'better', 'approved', 'learned', 'higher mark', 'grade'),
    ],
  },
  {
    id: 'beh-initiative',
    question:
      'Tell me about a time you noticed a problem nobody had asked you to fix and took the initiative to improve it.',
    cues: ['initiative', 'proactive', 'self-starter', 'ownership', 'independen', 'automat'],
    keyPoints: [
      kp(
        'noticing the problem',
        'noticed',
        'saw',
        'realised',
        'realized',
        'problem',
        'noticed that',
        'i noticed',
        'kept breaking',
        'took people',
        'was outdated',
      ),
      kp('proposing a fix', 'proposed', 'suggested', 'idea', 'asked'),
      kp('doing the work', 'built', 'wrote', 'automated', 'set up', 'implemented'),
      kp('measurable impact', 'saved', 'reduced', 'hours', 'minutes', '%', 'faster'),
      kp('involving others', 'team', 'shared', 'presented', 'documented'),
    ],
  },
];

export interface ProblemSolvingQuestion extends BankQuestion {
  cues: string[];
}

export const PROBLEM_SOLVING_BANK: ProblemSolvingQuestion[] = [
  {
    id: 'ps-slow-endpoint',
    question:
      'An API endpoint that lists orders has become slow: it used to answer in 100 ms and now takes 5 seconds. How would you find the cause and fix it?',
    cues: ['backend', 'api', 'database', 'sql', 'server', 'performance', 'rest'],
    keyPoints: [
      kp('measure and reproduce first', 'measure', 'reproduc', 'profil', 'log', 'metric', 'trace'),
      kp('inspect the query', 'query', 'explain', 'plan', 'n+1'),
      kp('indexes', 'index'),
      kp('pagination or limiting data', 'paginat', 'limit', 'page'),
      kp('caching', 'cache'),
      kp('verify the fix', 'verify', 'compare', 'benchmark', 'test', 'monitor'),
    ],
  },
  {
    id: 'ps-slow-page',
    question:
      'Users report that a web page takes several seconds to become usable on a phone. How would you investigate and improve it?',
    cues: ['frontend', 'front-end', 'react', 'angular', 'vue', 'ui', 'web', 'css', 'javascript'],
    keyPoints: [
      kp('measure first', 'lighthouse', 'devtools', 'measure', 'profil', 'network tab', 'performance tab'),
      kp('bundle size', 'bundle', 'code splitting', 'lazy', 'tree shaking', 'minif'),
      kp('images and assets', 'image', 'compress', 'asset', 'cdn'),
      kp('rendering work', 'render', 'layout', 'main thread', 'memo'),
      kp('caching', 'cache'),
      kp('verify the fix', 'verify', 'compare', 'before and after', 'monitor'),
    ],
  },
  {
    id: 'ps-data-pipeline',
    question:
      'A nightly job that imports a CSV of 10 million rows started failing halfway through. How would you find the problem and make the job reliable?',
    cues: ['data', 'pipeline', 'etl', 'analytics', 'python', 'machine learning', 'batch'],
    keyPoints: [
      kp('read the logs and reproduce', 'log', 'reproduc', 'error message', 'stack trace'),
      kp('bad input rows', 'malformed', 'bad row', 'invalid', 'validat', 'encoding'),
      kp('memory and streaming', 'memory', 'stream', 'chunk', 'batch'),
      kp('restart without duplicates', 'idempoten', 'resume', 'checkpoint', 'transaction', 'duplicate'),
      kp('alerting', 'alert', 'monitor', 'notify'),
      kp('tests with sample files', 'test', 'sample'),
    ],
  },
  {
    id: 'ps-production-bug',
    question:
      'After a release, some users say they cannot log in, but it works for you. How would you work out what is going on?',
    cues: ['support', 'production', 'debug', 'troubleshoot', 'incident', 'reliab', 'security'],
    keyPoints: [
      kp('gather details from affected users', 'which users', 'browser', 'device', 'details', 'pattern'),
      kp('logs and error rates', 'log', 'error rate', 'monitor', 'metric'),
      kp('compare with the release changes', 'release', 'diff', 'change', 'deploy'),
      kp('reproduce the failure', 'reproduc'),
      kp('roll back or hotfix', 'roll back', 'rollback', 'revert', 'hotfix'),
      kp('prevent recurrence', 'test', 'postmortem', 'post-mortem', 'prevent'),
    ],
  },
  {
    id: 'ps-url-shortener',
    question:
      'Design a simple URL-shortening service: how would you generate short codes, store the mappings, and keep redirects fast as traffic grows?',
    cues: ['scal', 'distributed', 'cloud', 'design', 'architecture', 'microservice', 'system'],
    keyPoints: [
      kp('short code generation', 'hash', 'base62', 'random', 'counter', 'id'),
      kp('collisions', 'collision', 'unique', 'duplicate'),
      kp('storage', 'database', 'table', 'key-value', 'store'),
      kp('caching hot links', 'cache', 'redis'),
      kp('scaling reads', 'replica', 'load balanc', 'scal', 'cdn'),
      kp('abuse and expiry', 'rate limit', 'expir', 'abuse', 'spam'),
    ],
  },
];
