/** Token → small integer ids, so alignments compare numbers instead of strings. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();

  id(token: string): number {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(token, id);
    }
    return id;
  }

  encode(tokens: readonly string[]): number[] {
    return tokens.map((t) => this.id(t));
  }
}
