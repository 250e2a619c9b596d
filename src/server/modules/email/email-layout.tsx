// Each component from its own package: the '@react-email/components' bundle also loads Tailwind, Prism and a
// Markdown parser, a second of start-up on a busy machine, for nothing an email here uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { previewOf, type Block, type EmailActor, type EmailDocument, type Inline } from './document';

/** The logo every email shows, a PNG (mail apps do not show SVG), served at this path of the instance. */
export const EMAIL_LOGO_PATH = '/email-logo.png';
const AVATAR_SIZE = 40;
const SMALL_AVATAR = 32;

const INK = '#242424';
const MUTED = '#6b6b6b';
const SERIF = "Georgia, Cambria, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: '#ffffff', color: INK, fontFamily: SERIF },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto', padding: '24px 20px 32px', boxSizing: 'border-box' },
  brand: { margin: 0, fontFamily: SERIF, fontSize: '22px', lineHeight: '32px', fontWeight: 700, color: INK },
  actorName: { margin: 0, fontFamily: SANS, fontSize: '15px', lineHeight: '20px', fontWeight: 600, color: INK },
  paragraph: { margin: '0 0 16px', fontFamily: SERIF, fontSize: '18px', lineHeight: '28px', color: INK, overflowWrap: 'break-word' },
  link: { color: INK, fontWeight: 700, textDecoration: 'none' },
  codeLink: { color: INK, fontFamily: "'Courier New', Courier, monospace", fontWeight: 700, letterSpacing: '1px', textDecoration: 'underline' },
  quotedWords: { color: INK, fontStyle: 'italic', fontWeight: 400, textDecoration: 'none' },
  quote: {
    margin: '0 0 20px',
    padding: '2px 0 2px 16px',
    borderLeft: `3px solid ${INK}`,
    fontFamily: SERIF,
    fontSize: '18px',
    lineHeight: '28px',
    fontStyle: 'italic',
    color: INK,
    overflowWrap: 'break-word',
  },
  quoteBy: { fontStyle: 'normal', fontFamily: SANS, fontSize: '14px', color: MUTED },
  codeLabel: { margin: '0 0 4px', fontFamily: SANS, fontSize: '14px', lineHeight: '20px', color: MUTED },
  code: {
    margin: '0 0 24px',
    fontFamily: "'Courier New', Courier, monospace",
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '4px',
    color: INK,
    overflowWrap: 'anywhere',
  },
  /** A gift code (19 characters with its dashes) still fits a 390 px screen on one line. */
  longCode: { fontSize: '22px', lineHeight: '32px', letterSpacing: '1px' },
  listItem: { margin: 0, padding: '12px 0', borderBottom: '1px solid #f2f2f2', fontFamily: SERIF, fontSize: '17px', lineHeight: '26px', color: INK, overflowWrap: 'break-word' },
  note: { margin: '0 0 16px', fontFamily: SANS, fontSize: '14px', lineHeight: '22px', color: MUTED, overflowWrap: 'break-word' },
  button: {
    display: 'inline-block',
    backgroundColor: '#1a8917',
    color: '#ffffff',
    padding: '12px 24px',
    borderRadius: '99px',
    fontFamily: SANS,
    fontSize: '16px',
    lineHeight: '20px',
    textDecoration: 'none',
  },
  paste: { margin: '16px 0 0', fontFamily: SANS, fontSize: '14px', lineHeight: '22px', color: MUTED, wordBreak: 'break-all' },
  hr: { border: 'none', borderTop: '1px solid #f2f2f2', margin: '32px 0 16px' },
  footer: { margin: '0 0 8px', fontFamily: SANS, fontSize: '14px', lineHeight: '20px', color: MUTED },
  footerLink: { color: MUTED, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

function Words({ parts }: { parts: Inline[] }): ReactNode {
  return parts.map((part, i) => {
    const style = part.quoted ? styles.quotedWords : part.code ? styles.codeLink : styles.link;
    if (part.href) {
      return (
        <Link key={i} href={part.href} style={style}>
          {part.text}
        </Link>
      );
    }
    return part.quoted ? (
      <span key={i} style={style}>
        {part.text}
      </span>
    ) : (
      part.text
    );
  });
}

function BlockView({ block }: { block: Block }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={styles.paragraph}>
          <Words parts={block.parts} />
        </Text>
      );
    case 'quote':
      return (
        <Text style={styles.quote}>
          {block.text}
          {block.by ? <span style={styles.quoteBy}> — {block.by}</span> : null}
        </Text>
      );
    case 'code':
      return (
        <>
          <Text style={styles.codeLabel}>{block.label}</Text>
          <Text style={Array.from(block.code).length > 8 ? { ...styles.code, ...styles.longCode } : styles.code}>{block.code}</Text>
        </>
      );
    case 'list':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.items.map((item, i) =>
            item.actor ? (
              <Row key={i} style={{ borderBottom: '1px solid #f2f2f2' }}>
                <Column style={{ width: `${SMALL_AVATAR + 12}px`, verticalAlign: 'top', paddingTop: '12px' }}>
                  <Avatar actor={item.actor} size={SMALL_AVATAR} />
                </Column>
                <Column style={{ verticalAlign: 'top' }}>
                  <Text style={{ ...styles.listItem, borderBottom: 'none' }}>
                    <Words parts={item.parts} />
                  </Text>
                </Column>
              </Row>
            ) : (
              <Text key={i} style={styles.listItem}>
                <Words parts={item.parts} />
              </Text>
            ),
          )}
        </Section>
      );
    case 'note':
      return <Text style={styles.note}>{block.text}</Text>;
  }
}

/** A person's picture, or their initial in a grey circle; linked to their profile. */
function Avatar({ actor, size }: { actor: EmailActor; size: number }) {
  const initial = Array.from(actor.name.trim())[0]?.toUpperCase() ?? '?';
  const round: CSSProperties = { width: `${size}px`, height: `${size}px`, borderRadius: '50%', display: 'block' };
  const picture = actor.avatarUrl ? (
    <Img src={actor.avatarUrl} width={size} height={size} alt={actor.name} style={{ ...round, objectFit: 'cover' }} />
  ) : (
    <div
      aria-hidden="true"
      style={{ ...round, backgroundColor: '#e6e6e6', color: INK, fontFamily: SANS, fontSize: `${Math.round(size * 0.45)}px`, lineHeight: `${size}px`, textAlign: 'center', fontWeight: 600 }}
    >
      {initial}
    </div>
  );
  return actor.profileUrl ? <Link href={actor.profileUrl}>{picture}</Link> : picture;
}

/**
 * The actor's avatar beside the first paragraph (which names them), as the notifications page shows a row; when
 * the email does not open with a paragraph, beside their name.
 */
function ActorLead({ actor, first }: { actor: EmailActor; first: Block | undefined }) {
  const beside =
    first?.kind === 'paragraph' ? (
      <Text style={{ ...styles.paragraph, margin: 0 }}>
        <Words parts={first.parts} />
      </Text>
    ) : (
      <Text style={styles.actorName}>{actor.name}</Text>
    );
  return (
    <Section style={{ margin: '0 0 16px' }}>
      <Row>
        <Column style={{ width: `${AVATAR_SIZE + 14}px`, verticalAlign: 'top', paddingTop: first?.kind === 'paragraph' ? '2px' : 0 }}>
          <Avatar actor={actor} size={AVATAR_SIZE} />
        </Column>
        <Column style={{ verticalAlign: first?.kind === 'paragraph' ? 'top' : 'middle' }}>{beside}</Column>
      </Row>
    </Section>
  );
}

/**
 * The one layout of every email: the logo and the product's name, the actor (when someone acted), the blocks,
 * one button, and the small print. Readable on a phone: a fluid column up to 600 px, text of 14 px and up,
 * long addresses allowed to wrap.
 */
export function EmailLayout({ doc }: { doc: EmailDocument }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{doc.subject}</title>
      </Head>
      <Preview>{previewOf(doc)}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={{ margin: '0 0 28px' }}>
            <Row>
              <Column style={{ width: '44px', verticalAlign: 'middle' }}>
                <Link href={doc.publicUrl}>
                  <Img src={doc.publicUrl + EMAIL_LOGO_PATH} width={32} height={32} alt="" style={{ display: 'block', borderRadius: '6px' }} />
                </Link>
              </Column>
              <Column style={{ verticalAlign: 'middle' }}>
                <Link href={doc.publicUrl} style={{ textDecoration: 'none' }}>
                  <Text style={styles.brand}>{doc.productName}</Text>
                </Link>
              </Column>
            </Row>
          </Section>
          {doc.actor ? <ActorLead actor={doc.actor} first={doc.blocks[0]} /> : null}
          {(doc.actor && doc.blocks[0]?.kind === 'paragraph' ? doc.blocks.slice(1) : doc.blocks).map((block, i) => (
            <BlockView key={i} block={block} />
          ))}
          {doc.action ? (
            <Section style={{ margin: '24px 0 0' }}>
              <Button href={doc.action.url} style={styles.button}>
                {doc.action.label}
              </Button>
              {doc.pasteLink ? (
                <Text style={styles.paste}>
                  Or paste this link into your browser:{' '}
                  <Link href={doc.action.url} style={styles.footerLink}>
                    {doc.action.url}
                  </Link>
                </Text>
              ) : null}
            </Section>
          ) : null}
          <Hr style={styles.hr} />
          {doc.footer.map((line, i) => (
            <Text key={i} style={styles.footer}>
              {line}
            </Text>
          ))}
          {doc.unsubscribe ? (
            <Text style={styles.footer}>
              <Link href={doc.unsubscribe.url} style={styles.footerLink}>
                Unsubscribe
              </Link>
              {' · '}
              <Link href={doc.unsubscribe.settingsUrl} style={styles.footerLink}>
                Manage email settings
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
