"""Read OpenScop text (Bastoul's format, as Clan, Candl, Pluto and polyviz write it) into a SCoP.

Relations become islpy sets and maps; ``<body>`` gives each statement's iterators and C text;
``<arrays>`` the array names. A scattering of Clan's 2d+1 shape (constants between the loop
iterators) becomes the same schedule tree the C front end builds for that loop nest, with one
band per perfectly nested run of loops named after the iterators. Any other scattering (a
transformed schedule) becomes a single band whose members are named ``scat1``, ``scat2``, …:
an opaque step polyviz can print and check but not name loop by loop.

Malformed text raises :class:`OpenScopError` naming the line and the element expected there.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import islpy as isl
from pycparser import c_ast

from ..errors import PolyvizError, ScopError
from ..model import OPENSCOP_DECLARATIONS_COMMENT, OPENSCOP_SIGNATURE_COMMENT, Array, BandAnnotation, Loop, Scop, SourceRegion, Statement
from .extract import _LoopFrame, _parse, _TreeNode, build_schedule_tree, parse_signature

_RELATION_KINDS = ("CONTEXT", "DOMAIN", "SCATTERING", "READ", "WRITE", "MAY_WRITE")
#: The label of the members of a scattering that is not of the 2d+1 shape.
OPAQUE_PREFIX = "scat"


class OpenScopError(PolyvizError, ValueError):
    """Malformed OpenScop: ``line`` (1-based) and what was expected there."""

    def __init__(self, line: int, expected: str, found: str):
        self.line = line
        self.expected = expected
        super().__init__(f"OpenScop line {line}: expected {expected}, found {found!r}")


@dataclass
class _Relation:
    kind: str
    line: int
    #: Union parts, each (rows, outputs, inputs, locals, parameters).
    parts: list[tuple[list[list[int]], int, int, int, int]] = field(default_factory=list)


@dataclass
class _RawStatement:
    relations: list[_Relation]
    iterators: list[str] | None = None
    body: str | None = None
    body_line: int = 0


class _Lines:
    """The text's lines without comments, with their numbers; tags and body text kept whole."""

    def __init__(self, text: str):
        self.items: list[tuple[int, str]] = []
        self.signature: str | None = None
        #: Scalars the SCoP declares: name -> (C type, declaration).
        self.declarations: dict[str, tuple[str, str]] = {}
        for number, raw in enumerate(text.splitlines(), start=1):
            if raw.startswith(OPENSCOP_SIGNATURE_COMMENT):
                self.signature = raw[len(OPENSCOP_SIGNATURE_COMMENT):].strip()
            if raw.startswith(OPENSCOP_DECLARATIONS_COMMENT):
                for declaration in re.findall(r"[^;]+;", raw[len(OPENSCOP_DECLARATIONS_COMMENT):]):
                    words = declaration.strip().rstrip(";").split()
                    self.declarations[words[-1]] = (" ".join(words[:-1]), declaration.strip())
            line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
            if line:
                self.items.append((number, line))
        self.position = 0

    def peek(self) -> tuple[int, str]:
        if self.position >= len(self.items):
            return (self.items[-1][0] if self.items else 1), "<end of text>"
        return self.items[self.position]

    def take(self, expected: str) -> tuple[int, str]:
        number, line = self.peek()
        if line == "<end of text>":
            raise OpenScopError(number, expected, line)
        self.position += 1
        return number, line

    def integers(self, expected: str, count: int | None = None) -> list[int]:
        number, line = self.take(expected)
        try:
            values = [int(word) for word in line.split()]
        except ValueError:
            raise OpenScopError(number, expected, line) from None
        if count is not None and len(values) != count:
            raise OpenScopError(number, expected, line)
        return values

    def integer(self, expected: str) -> int:
        return self.integers(expected, 1)[0]


def read_openscop(text: str, name: str = "openscop") -> Scop:
    """The SCoP an OpenScop text describes (see the module docstring)."""
    lines = _Lines(text)
    if lines.peek()[1] in ("<OpenScop>", "OpenScop"):
        lines.take("<OpenScop>")
    number, language = lines.take("the language (C)")
    if language != "C":
        raise OpenScopError(number, "the language C", language)
    context = _relation(lines, ("CONTEXT",))
    parameters: list[str] = []
    if lines.integer("1 or 0: whether parameter names are provided"):
        parameters = _names(lines, "<strings>")
    statements = []
    for _ in range(lines.integer("the number of statements")):
        count = lines.integer("the number of relations of a statement")
        raw = _RawStatement([_relation(lines, _RELATION_KINDS[1:]) for _ in range(count)])
        extensions = lines.integer("the number of statement extensions") \
            if not lines.peek()[1].startswith("<") and _is_integer(lines.peek()[1]) else 0
        for _ in range(extensions):
            _statement_extension(lines, raw)
        statements.append(raw)
    arrays: dict[int, str] = {}
    while lines.peek()[1].startswith("<") and lines.peek()[1] != "</OpenScop>":
        number, tag = lines.take("an extension")
        if tag == "<arrays>":
            for _ in range(lines.integer("the number of arrays")):
                n, entry = lines.take("an array number and name")
                parts = entry.split()
                if len(parts) != 2 or not _is_integer(parts[0]):
                    raise OpenScopError(n, "an array number and name", entry)
                arrays[int(parts[0])] = parts[1]
        _skip_to(lines, tag.replace("<", "</", 1))
    return _Builder(name, parameters, context, statements, arrays, lines.signature, lines.declarations).scop()


def _is_integer(text: str) -> bool:
    return bool(re.fullmatch(r"-?\d+", text))


def _names(lines: _Lines, tag: str) -> list[str]:
    number, line = lines.take(f"{tag} or the parameter names")
    if line != tag:
        return line.split()
    _, names = lines.take("the parameter names")
    lines.take(tag.replace("<", "</", 1))
    return names.split()


def _skip_to(lines: _Lines, closing: str) -> None:
    while lines.take(closing)[1] != closing:
        pass


def _relation(lines: _Lines, kinds: tuple[str, ...]) -> _Relation:
    number, kind = lines.take(" or ".join(kinds))
    if kind not in kinds:
        raise OpenScopError(number, " or ".join(kinds), kind)
    relation = _Relation(kind, number)
    parts = 1
    if len(lines.peek()[1].split()) == 1:
        parts = lines.integer("the number of union parts")
    for _ in range(parts):
        header_line = lines.peek()[0]
        header = lines.integers("a relation header: rows columns outputs inputs locals parameters", 6)
        rows, columns, outputs, inputs, locals_, params = header
        if columns != outputs + inputs + locals_ + params + 2:
            raise OpenScopError(header_line, f"{outputs + inputs + locals_ + params + 2} columns "
                                "(1 + outputs + inputs + locals + parameters + 1)", str(columns))
        matrix = [lines.integers(f"a row of {columns} integers", columns) for _ in range(rows)]
        for row in matrix:
            if row[0] not in (0, 1):
                raise OpenScopError(header_line, "0 (equality) or 1 (inequality) in the first column", str(row[0]))
        relation.parts.append((matrix, outputs, inputs, locals_, params))
    return relation


def _statement_extension(lines: _Lines, raw: _RawStatement) -> None:
    number, tag = lines.take("a statement extension such as <body>")
    if tag != "<body>":
        if not tag.startswith("<"):
            raise OpenScopError(number, "a statement extension such as <body>", tag)
        _skip_to(lines, tag.replace("<", "</", 1))
        return
    count = lines.integer("the number of original iterators")
    raw.iterators = lines.take("the original iterators")[1].split() if count else []
    if len(raw.iterators) != count:
        raise OpenScopError(number, f"{count} iterator names", " ".join(raw.iterators))
    body = []
    while True:
        line_number, line = lines.take("the statement body, then </body>")
        if line == "</body>":
            break
        raw.body_line = raw.body_line or line_number
        body.append(line)
    raw.body = " ".join(body)


class _Builder:
    def __init__(self, name: str, parameters: list[str], context: _Relation, statements: list[_RawStatement],
                 arrays: dict[int, str], signature: str | None, declarations: dict[str, tuple[str, str]]):
        self.name = name
        self.parameters = parameters
        self.prefix = f"[{', '.join(parameters)}] -> " if parameters else "[] -> "
        self.context_relation = context
        self.raw = statements
        self.array_names = arrays
        self.signature = signature
        self.declarations = declarations

    def isl_text(self, relation: _Relation, outputs: list[str], inputs: list[str] | None, tuple_in: str,
                 tuple_out: str, skip_first_output: bool = False) -> str:
        pieces = []
        for matrix, n_out, n_in, n_local, n_param in relation.parts:
            if n_param != len(self.parameters) or n_out != len(outputs) + skip_first_output \
                    or n_in != len(inputs or []):
                raise OpenScopError(relation.line, f"a {relation.kind} relation with {len(outputs) + skip_first_output}"
                                    f" outputs, {len(inputs or [])} inputs and {len(self.parameters)} parameters",
                                    f"{n_out} outputs, {n_in} inputs, {n_param} parameters")
            locals_ = [f"l{k}" for k in range(n_local)]
            columns = (["__arr"] if skip_first_output else []) + outputs + (inputs or []) + locals_ + self.parameters
            constraints = []
            for row in matrix:
                if skip_first_output and row[1] != 0:
                    continue
                terms = [f"{c}*{n}" for c, n in zip(row[1:-1], columns) if c] + [str(row[-1])]
                constraints.append(f"{' + '.join(terms)} {'>=' if row[0] else '='} 0")
            body = " and ".join(constraints) or "true"
            if locals_:
                body = f"exists ({', '.join(locals_)}: {body})"
            pieces.append(body)
        if inputs is not None:
            space = f"{tuple_in}[{', '.join(inputs)}] -> {tuple_out}[{', '.join(outputs)}]"
        else:
            space = f"{tuple_out}[{', '.join(outputs)}]" if tuple_out else ""  # "" : the parameters' context
        return f"{self.prefix}{{ {space} : {' or '.join(f'({p})' for p in pieces)} }}"

    def array_of(self, relation: _Relation) -> str:
        for matrix, *_ in relation.parts:
            for row in matrix:
                if row[0] == 0 and row[1] != 0 and not any(row[2:-1]) and row[-1] % row[1] == 0:
                    number = -row[-1] // row[1]
                    return self.array_names.get(number, f"A{number}")
        raise OpenScopError(relation.line, f"an access row 'Arr = number' in this {relation.kind} relation",
                            "none")

    def scop(self) -> Scop:
        context = isl.Set(self.isl_text(self.context_relation, [], None, "", "")) if self.context_relation.parts \
            else isl.Set(f"{self.prefix}{{ : }}")
        statements = []
        scatterings = []
        ranks: dict[str, int] = {}
        for index, raw in enumerate(self.raw):
            name = f"S{index}"
            domain_relation = next((r for r in raw.relations if r.kind == "DOMAIN"), None)
            if domain_relation is None:
                raise OpenScopError(raw.relations[0].line if raw.relations else 1, f"a DOMAIN relation for statement "
                                    f"{index + 1}", "none")
            if raw.body is None:
                raise OpenScopError(domain_relation.line, f"a <body> extension for statement {index + 1}", "none")
            iterators = raw.iterators
            domain = isl.Set(self.isl_text(domain_relation, iterators, None, "", name))
            accesses = {"READ": [], "WRITE": []}
            for relation in raw.relations:
                if relation.kind in ("READ", "WRITE", "MAY_WRITE"):
                    array = self.array_of(relation)
                    rank = relation.parts[0][1] - 1
                    ranks.setdefault(array, rank)
                    text = self.isl_text(relation, [f"a{k}" for k in range(rank)], iterators, name, array, True)
                    accesses["READ" if relation.kind == "READ" else "WRITE"].append(
                        isl.Map(text).intersect_domain(domain))
            scattering = next((r for r in raw.relations if r.kind == "SCATTERING"), None)
            if scattering is None:
                raise OpenScopError(domain_relation.line, f"a SCATTERING relation for statement {index + 1}", "none")
            dims = scattering.parts[0][1]
            scatterings.append(isl.Map(self.isl_text(scattering, [f"c{k}" for k in range(dims)], iterators, name, ""))
                               .intersect_domain(domain))
            body = _parse_body(raw)
            statements.append(Statement(name=name, text=raw.body, line=raw.body_line, iterators=tuple(iterators),
                                        domain=domain, reads=tuple(accesses["READ"]), writes=tuple(accesses["WRITE"]),
                                        schedule=scatterings[-1], loop_ids=(), body=body,
                                        declared_iterators=frozenset()))
        statements, loops, tree = self.schedule(statements, scatterings)
        function_parameters = ()
        if self.signature:
            try:
                function_parameters = parse_signature(self.signature)
            except ScopError:
                pass  # a typedef'd type in the signature: arrays then hold doubles, as without one
        declared = {p.name: p for p in function_parameters}
        arrays = tuple(Array(a, declared[a].c_type, declared[a].extents, "parameter") if a in declared
                       else Array(a, self.declarations[a][0], (), "scop-local") if a in self.declarations
                       else Array(a, "double", (None,) * rank, "undeclared") for a, rank in ranks.items())
        function_name = re.search(r"(\w+)\s*\(", self.signature).group(1) if self.signature else self.name
        returns = " ".join(word for word in (self.signature or "void").split(f"{function_name}(")[0].split()
                           if word not in ("static", "inline", "extern")) or "void"
        return Scop(parameters=tuple(self.parameters), context=context, arrays=arrays, statements=statements,
                    loops=loops, schedule_tree=tree, function_parameters=function_parameters,
                    source=SourceRegion(text="", function_name=function_name,
                                        function_signature=self.signature or f"void {function_name}(void)",
                                        function_return_type=returns, function_return_c=returns,
                                        function_start=0, body_start=0, function_end=0, scop_start=0, scop_end=0,
                                        hoisted_declarations=tuple(d for _, d in self.declarations.values())))

    def schedule(self, statements: list[Statement], scatterings: list[isl.Map]):
        """Statements with 2d+1 schedules, the loops and the schedule tree (see the module docstring)."""
        times = [_time_vector(s, m) for s, m in zip(statements, scatterings)]
        if all(t is not None for t in times):
            return nested_loops(statements, times, tuple(self.parameters))
        return opaque_band(statements, scatterings)


def opaque_band(statements: list[Statement], scatterings: list[isl.Map]):
    """The statements, no loops, and a schedule tree of one band ordering them by ``scatterings``
    (padded with zeros to a common number of dimensions), its members named ``scat1``, ``scat2``, …."""
    dims = max(m.dim(isl.dim_type.out) for m in scatterings)
    names = [f"{OPAQUE_PREFIX}{k + 1}" for k in range(dims)]
    union = None
    for m in scatterings:
        padded = m.add_dims(isl.dim_type.out, dims - m.dim(isl.dim_type.out))
        for k in range(m.dim(isl.dim_type.out), dims):
            padded = padded.fix_val(isl.dim_type.out, k, 0)
        union = isl.UnionMap.from_map(padded) if union is None else union.union(isl.UnionMap.from_map(padded))
    domain = isl.UnionSet.from_set(statements[0].domain)
    for s in statements[1:]:
        domain = domain.union(isl.UnionSet.from_set(s.domain))
    tree = isl.Schedule.from_domain(domain).insert_partial_schedule(
        isl.MultiUnionPwAff.from_union_map(union))
    tree = tree.get_root().get_child(0).insert_mark(BandAnnotation(tuple(names)).mark_id()).get_schedule()
    return tuple(statements), (), tree


def _parse_body(raw: _RawStatement) -> c_ast.Node:
    text = f"void f(void) {{\n{raw.body}\n}}\n"
    try:
        items = _parse(text, text).ext[0].body.block_items or []
    except ScopError as error:
        raise OpenScopError(raw.body_line, "a C statement in <body>", f"{raw.body} ({error.reason})") from None
    if len(items) != 1:
        raise OpenScopError(raw.body_line, "exactly one C statement in <body>", raw.body)
    return items[0]


def _time_vector(statement: Statement, scattering: isl.Map) -> list | None:
    """The scattering as [constant, ±iterator, constant, …] (Clan's 2d+1 shape), or None."""
    vector = time_entries(statement, scattering)
    if vector is None:
        return None
    shape = [entry[0] for entry in vector]
    depth = len(statement.iterators)
    if shape[:2 * depth + 1] != ["c", "i"] * depth + ["c"] or any(s != "c" for s in shape[2 * depth + 1:]):
        return None
    if [entry[1] for entry in vector[1:2 * depth:2]] != list(range(depth)):
        return None
    return vector


def time_entries(statement: Statement, scattering: isl.Map) -> list | None:
    """Each dimension of the scattering as ``("c", constant)`` or ``("i", iterator's index, ±1)``
    (``None`` when one is neither, or the scattering has pieces)."""
    if scattering.get_basic_map_list().n_basic_map() != 1:
        return None
    vector = []
    iterators = statement.iterators
    outputs = [f"o{k}" for k in range(scattering.dim(isl.dim_type.out))]
    for k in range(len(outputs)):
        value = scattering.plain_get_val_if_fixed(isl.dim_type.out, k)
        if not value.is_nan():
            vector.append(("c", value.to_python()))
            continue
        found = None
        for index, iterator in enumerate(iterators):
            for sign in (1, -1):
                equal = isl.Map(f"{{ {statement.name}[{', '.join(iterators)}] -> [{', '.join(outputs)}] : "
                                f"o{k} = {'' if sign > 0 else '-'}{iterator} }}")
                if found is None and scattering.is_subset(equal.align_params(scattering.get_space())):
                    found = ("i", index, sign)
        if found is None:
            return None
        vector.append(found)
    return vector


def nested_loops(statements: list[Statement], times: list[list], parameters: tuple[str, ...]):
    """The loop nest a set of 2d+1 time vectors describes: loops, statements with loop ids and
    2d+1 schedules of the front end's form, and the schedule tree."""
    loops: list[Loop] = []
    loop_ids: dict[str, list[str]] = {s.name: [] for s in statements}

    def build(members: list[int], level: int) -> list[_TreeNode]:
        groups: dict[int, list[int]] = {}
        for index in members:
            groups.setdefault(times[index][2 * level][1], []).append(index)
        nodes = []
        for position in sorted(groups):
            group = groups[position]
            inner = [i for i in group if len(statements[i].iterators) > level]
            if not inner:
                nodes += [_TreeNode("statement", statement=statements[i].name) for i in group]
                continue
            if len(inner) != len(group):
                raise PolyvizError("the scattering puts a statement and a loop at the same position")
            first = statements[group[0]]
            sign = times[group[0]][2 * level + 1][2]
            loop = Loop(id=f"L{len(loops)}", iterator=first.iterators[level], depth=level, direction=sign,
                        statements=tuple(statements[i].name for i in group), line=0)
            loops.append(loop)
            for i in group:
                loop_ids[statements[i].name].append(loop.id)
            nodes.append(_TreeNode("loop", loop=_LoopFrame(loop, [], sign, False), children=build(group, level + 1)))
        return nodes

    tree = _TreeNode("block", children=build(list(range(len(statements))), 0))
    depth = max(len(s.iterators) for s in statements)
    rebuilt = []
    for statement, vector in zip(statements, times):
        positions = [str(entry[1]) for entry in vector[0::2]]
        values = []
        for level in range(depth + 1):
            values.append(positions[level] if level < len(positions) else "0")
            if level < len(statement.iterators):
                sign = vector[2 * level + 1][2]
                values.append(("" if sign > 0 else "-") + statement.iterators[level])
            elif level < depth:
                values.append("0")
        prefix = f"[{', '.join(parameters)}] -> " if parameters else ""
        schedule = isl.Map(f"{prefix}{{ {statement.name}[{', '.join(statement.iterators)}] -> [{', '.join(values)}] }}")
        rebuilt.append(Statement(name=statement.name, text=statement.text, line=statement.line,
                                 iterators=statement.iterators, domain=statement.domain, reads=statement.reads,
                                 writes=statement.writes, schedule=schedule.intersect_domain(statement.domain),
                                 loop_ids=tuple(loop_ids[statement.name]), body=statement.body,
                                 declared_iterators=frozenset()))
    return tuple(rebuilt), tuple(loops), build_schedule_tree(tree, tuple(rebuilt), parameters)
