import { useQuery } from '@tanstack/react-query';
import { KeyRound, Lock, LockOpen } from 'lucide-react';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/hooks/useLanguage';
import { curlExample, endpointsOf, localized, openApiDocument, resolveSchema, type Endpoint, type OpenApiDocument, type Parameter, type SchemaNode } from './openapi';

const DOCUMENT_URL = '/api/v1/openapi.json';
/** What the server renders for the curl examples' host; the browser puts its own address in. */
const SERVER_ORIGIN = 'https://stepwise.example';

const parseDocument = (data: unknown): OpenApiDocument => openApiDocument.parse(data);
const noSubscription = () => () => {};

/** `code` spans in a description: the text between backticks. */
function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-muted px-1 py-0.5 text-[0.85em]">
            {part}
          </code>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function CodeBlock({ children, label }: { children: string; label?: string }) {
  return (
    <pre aria-label={label} tabIndex={0} className="overflow-x-auto rounded-md bg-muted p-3 text-xs leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <code>{children}</code>
    </pre>
  );
}

function useTypeLabel() {
  const { t } = useTranslation('developers');
  const label = (node: SchemaNode): string => {
    if (node.anyOf) return node.anyOf.map(label).join(' | ');
    const types = (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []).filter((type) => type !== 'null');
    if (node.const !== undefined) return JSON.stringify(node.const);
    const base = types[0] === 'array' && node.items ? t('page.arrayOf', { type: label(node.items) }) : (types.join(' | ') || 'object') + (node.format ? ` (${node.format})` : '');
    return base;
  };
  return label;
}

const isNullable = (node: SchemaNode) => (Array.isArray(node.type) && node.type.includes('null')) || (node.anyOf?.some((n) => n.type === 'null') ?? false);

/** The fields of an object schema, nested objects and lists of objects indented under their field. */
function SchemaFields({ node, document, depth = 0 }: { node: SchemaNode; document: OpenApiDocument; depth?: number }) {
  const { t } = useTranslation('developers');
  const language = useLanguage();
  const typeLabel = useTypeLabel();
  const schema = resolveSchema(node, document);
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 || depth > 4) return null;
  const required = new Set(schema.required ?? []);
  return (
    <ul className={depth > 0 ? 'mt-2 flex flex-col gap-2 border-l pl-3' : 'flex flex-col gap-2'}>
      {properties.map(([name, property]) => {
        const inner = property.anyOf?.find((n) => n.type !== 'null') ?? property;
        const nested = inner.type === 'array' && inner.items ? inner.items : inner;
        const description = localized(property, language) ?? localized(inner, language);
        return (
          <li key={name} className="text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-semibold">{name}</code>
              <span className="text-muted-foreground">
                {typeLabel(inner)}
                {isNullable(property) && ` ${t('page.nullable')}`}
              </span>
              <span className="text-xs text-muted-foreground">{required.has(name) ? t('page.required') : t('page.optional')}</span>
            </div>
            {inner.enum && (
              <p className="text-muted-foreground">
                {t('page.oneOf')} {inner.enum.map((value) => String(value)).join(', ')}
              </p>
            )}
            {property.default !== undefined && <p className="text-muted-foreground">{t('page.default', { value: JSON.stringify(property.default) })}</p>}
            {description && (
              <p className="text-muted-foreground">
                <RichText text={description} />
              </p>
            )}
            <SchemaFields node={nested} document={document} depth={depth + 1} />
          </li>
        );
      })}
    </ul>
  );
}

function Parameters({ parameters }: { parameters: Parameter[] }) {
  const { t } = useTranslation('developers');
  const language = useLanguage();
  const typeLabel = useTypeLabel();
  return (
    <ul className="flex flex-col gap-2">
      {parameters.map((parameter) => {
        const description = localized(parameter, language);
        return (
          <li key={`${parameter.in}-${parameter.name}`} className="text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-semibold">{parameter.name}</code>
              <span className="text-muted-foreground">{parameter.schema ? typeLabel(parameter.schema) : ''}</span>
              <span className="text-xs text-muted-foreground">
                {t(parameter.in === 'path' ? 'page.inPath' : 'page.inQuery')}, {parameter.required ? t('page.required') : t('page.optional')}
              </span>
            </div>
            {parameter.schema?.default !== undefined && <p className="text-muted-foreground">{t('page.default', { value: JSON.stringify(parameter.schema.default) })}</p>}
            {description && (
              <p className="text-muted-foreground">
                <RichText text={description} />
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </div>
  );
}

function EndpointCard({ endpoint, document, origin }: { endpoint: Endpoint; document: OpenApiDocument; origin: string }) {
  const { t } = useTranslation('developers');
  const language = useLanguage();
  const { operation } = endpoint;
  const needsToken = (operation.security?.length ?? 0) > 0;
  const summary = language === 'fr' ? (operation['x-summary-fr'] ?? operation.summary) : operation.summary;
  const description = localized(operation, language);
  const body = operation.requestBody?.content['application/json']?.schema;
  return (
    <Card id={operation.operationId} data-testid="api-endpoint" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex flex-col gap-2">
          <span className="flex flex-wrap items-center gap-2 text-base">
            <Badge variant={endpoint.method === 'get' ? 'secondary' : 'default'} className="font-mono uppercase">
              {endpoint.method}
            </Badge>
            <code className="break-all text-sm">{endpoint.path}</code>
          </span>
          <span>{summary}</span>
        </CardTitle>
        {description && (
          <CardDescription>
            <RichText text={description} />
          </CardDescription>
        )}
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          {needsToken ? <Lock aria-hidden="true" className="size-3.5" /> : <LockOpen aria-hidden="true" className="size-3.5" />}
          {needsToken ? t('page.bearer') : t('page.public')}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {operation.parameters && operation.parameters.length > 0 && (
          <Section title={t('page.parameters')}>
            <Parameters parameters={operation.parameters} />
          </Section>
        )}
        {body && (
          <Section title={t('page.requestBody')}>
            <SchemaFields node={body} document={document} />
          </Section>
        )}
        <Section title={t('page.responses')}>
          <ul className="flex flex-col gap-3">
            {Object.entries(operation.responses).map(([status, response]) => {
              const schema = response.content?.['application/json']?.schema;
              const success = status.startsWith('2');
              const text = localized(response, language);
              return (
                <li key={status} className="text-sm">
                  <div className="flex flex-wrap items-baseline gap-2">
                    <Badge variant={success ? 'default' : 'outline'} className="font-mono">
                      {status}
                    </Badge>
                    {text && !(success && text === 'OK') && (
                      <span className="text-muted-foreground">
                        <RichText text={text} />
                      </span>
                    )}
                  </div>
                  {success && response.headers && (
                    <p className="mt-1 text-xs text-muted-foreground">
                      {t('page.headers')}: {Object.keys(response.headers).join(', ')}
                    </p>
                  )}
                  {success && schema && (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm font-medium">{t('page.fields')}</summary>
                      <div className="mt-2">
                        <SchemaFields node={schema} document={document} />
                      </div>
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
        <Section title={t('page.example')}>
          <CodeBlock label={`${t('page.example')}: ${summary}`}>{curlExample(origin, endpoint)}</CodeBlock>
        </Section>
      </CardContent>
    </Card>
  );
}

/** The public API's reference, drawn from its OpenAPI document, in the interface language. */
export default function DevelopersPage() {
  const { t } = useTranslation('developers');
  const language = useLanguage();
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => SERVER_ORIGIN);
  const document = useQuery({ queryKey: [DOCUMENT_URL], select: parseDocument });
  const endpoints = document.data ? endpointsOf(document.data) : [];
  const intro = document.data ? localized(document.data.info, language) : undefined;

  return (
    <PageContainer>
      <PageHeader title={t('page.title')} description={t('page.description')}>
        <a href={DOCUMENT_URL} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('page.openapi')}
        </a>
      </PageHeader>
      <div className="flex max-w-3xl flex-col gap-8">
        {intro && (
          <p className="text-muted-foreground">
            <RichText text={intro} />
          </p>
        )}
        <section aria-labelledby="getting-started" className="flex flex-col gap-3">
          <h2 id="getting-started" className="text-xl font-semibold">
            {t('page.gettingStarted')}
          </h2>
          <ol className="ml-5 list-decimal space-y-1 text-sm">
            <li>{t('page.step1')}</li>
            <li>{t('page.step2')}</li>
            <li>
              <RichText text={t('page.step3')} />
            </li>
          </ol>
          <Link href="/account" className="flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
            <KeyRound aria-hidden="true" className="size-4" />
            {t('page.manageTokens')}
          </Link>
        </section>
        <section aria-labelledby="authentication" className="flex flex-col gap-3">
          <h2 id="authentication" className="text-xl font-semibold">
            {t('page.authTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('page.authText')}</p>
          <CodeBlock>{'Authorization: Bearer swk_…'}</CodeBlock>
        </section>
        <section aria-labelledby="limits" className="flex flex-col gap-3">
          <h2 id="limits" className="text-xl font-semibold">
            {t('page.limitsTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('page.limitsText')}</p>
        </section>
        <section aria-labelledby="errors" className="flex flex-col gap-3">
          <h2 id="errors" className="text-xl font-semibold">
            {t('page.errorsTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('page.errorsText')}</p>
          <CodeBlock>{'HTTP/1.1 401 Unauthorized\n{"message": "…", "code": "apiTokenInvalid"}'}</CodeBlock>
        </section>
        <section aria-labelledby="endpoints" className="flex flex-col gap-4">
          <h2 id="endpoints" className="text-xl font-semibold">
            {t('page.endpoints')}
          </h2>
          {document.isLoading && (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-muted-foreground">{t('page.loading')}</p>
              <Skeleton className="h-48 w-full" />
            </div>
          )}
          {document.isError && <p className="text-sm text-destructive">{t('page.error')}</p>}
          {document.data && endpoints.map((endpoint) => <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} document={document.data} origin={origin} />)}
        </section>
      </div>
    </PageContainer>
  );
}
