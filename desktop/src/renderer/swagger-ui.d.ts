/** Swagger UI's ES bundle and styles (swagger-ui-dist ships no types), for the API reference page. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  /** Renders an OpenAPI document into `domNode` (Swagger UI's ES bundle). */
  const SwaggerUI: (options: {
    url: string;
    domNode: HTMLElement;
    deepLinking?: boolean;
    tryItOutEnabled?: boolean;
  }) => unknown;
  export default SwaggerUI;
}
declare module 'swagger-ui-dist/swagger-ui.css';
