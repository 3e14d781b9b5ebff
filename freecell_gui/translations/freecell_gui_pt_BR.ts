<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>A desktop viewer of %1.</source>
        <translation>Um visualizador de partidas de %1 para computador.</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the games&apos; deals</comment>
        <translation> e </translation>
    </message>
    <message>
        <source>%1 deals</source>
        <comment>%1: a game&apos;s title</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Links:</source>
        <translation>Links:</translation>
    </message>
    <message>
        <source>Licence: %1.</source>
        <translation>Licença: %1.</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>Sobre o %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Microsoft FreeCell deals by number, {first} … {last}. Deal N seeds Microsoft&apos;s generator, state ← 214013·state + 2531011, and each draw from it picks one of the cards left (draw mod cards left), which is dealt while the last card takes its place. Dealt card k goes to cascade k mod 8, its first card being the top of the cascade. Deals from 2&lt;sup&gt;31&lt;/sup&gt; on use FreeCell Pro&apos;s conventions: the draw gains bit 15 up to 2&lt;sup&gt;32&lt;/sup&gt;−1, and from 2&lt;sup&gt;32&lt;/sup&gt; the generator runs on 32 bits from N − 2&lt;sup&gt;32&lt;/sup&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Partidas do FreeCell da Microsoft por número, {first} … {last}. A partida N é a semente do gerador da Microsoft, estado ← 214013·estado + 2531011, e cada sorteio dele escolhe uma das cartas restantes (sorteio mod cartas restantes), que é distribuída enquanto a última carta toma o seu lugar. A carta distribuída k vai para a coluna k mod 8, e a primeira carta é a de cima da coluna. A partir de 2&lt;sup&gt;31&lt;/sup&gt;, as partidas seguem as convenções do FreeCell Pro: o sorteio ganha o bit 15 até 2&lt;sup&gt;32&lt;/sup&gt;−1 e, a partir de 2&lt;sup&gt;32&lt;/sup&gt;, o gerador roda em 32 bits a partir de N − 2&lt;sup&gt;32&lt;/sup&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dou Dizhu deals by number, {first} … {last}: 54 cards shuffled without bias by SplitMix64, three hands of 17 and the landlord&apos;s three cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Partidas de Dou Dizhu por número, {first} … {last}: 54 cartas embaralhadas sem viés pelo SplitMix64, três mãos de 17 e as três cartas do latifundiário.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>&amp;Solução</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Export the board as PNG or SVG</source>
        <translation>Exportar a mesa como PNG ou SVG</translation>
    </message>
    <message>
        <source>E&amp;xport solution as text…</source>
        <translation>E&amp;xportar solução como texto…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Copy deal as text</source>
        <translation>&amp;Copiar partida como texto</translation>
    </message>
    <message>
        <source>&amp;Find deal by layout…</source>
        <translation>&amp;Encontrar partida pela disposição…</translation>
    </message>
    <message>
        <source>&amp;Paste solution</source>
        <translation>C&amp;olar solução</translation>
    </message>
    <message>
        <source>Copy solution (&amp;short form)</source>
        <translation>Copiar solução (forma c&amp;urta)</translation>
    </message>
    <message>
        <source>Copy solution, &amp;every move</source>
        <translation>Copiar solução, &amp;todos os movimentos</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Desfazer movimento</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Re&amp;fazer movimento</translation>
    </message>
    <message>
        <source>Re&amp;start the deal</source>
        <translation>&amp;Recomeçar a partida</translation>
    </message>
    <message>
        <source>Show the next &amp;move</source>
        <translation>&amp;Mostrar o próximo movimento</translation>
    </message>
    <message>
        <source>Hint: highlight the next move of the shortest solution known (H)</source>
        <translation>Dica: destaca o próximo movimento da solução mais curta conhecida (H)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Continuar daqui</translation>
    </message>
    <message>
        <source>Solve the position on the board and play on from it</source>
        <translation>Resolver a posição da mesa e continuar a partir dela</translation>
    </message>
    <message>
        <source>Still winnable? &amp;Judge each move</source>
        <translation>Ainda dá para vencer? &amp;Julgar cada movimento</translation>
    </message>
    <message>
        <source>After each move, say whether the game can still be won, and which move lost it</source>
        <translation>Após cada movimento, diz se a partida ainda pode ser vencida e qual movimento a perdeu</translation>
    </message>
    <message>
        <source>&amp;Go back to where it could be won</source>
        <translation>Vol&amp;tar ao ponto em que ainda dava para vencer</translation>
    </message>
    <message>
        <source>Undo to the last position from which the game could be won</source>
        <translation>Desfaz até a última posição da qual a partida ainda podia ser vencida</translation>
    </message>
    <message>
        <source>&amp;Build catalogue…</source>
        <translation>Montar c&amp;atálogo…</translation>
    </message>
    <message>
        <source>Solve a range of deals in the background and keep their verdicts</source>
        <translation>Resolver uma faixa de partidas em segundo plano e guardar os veredictos</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>A&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Próxima</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Voltar</translation>
    </message>
    <message>
        <source>Back in history</source>
        <translation>Voltar no histórico</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Avançar</translation>
    </message>
    <message>
        <source>Forward in history</source>
        <translation>Avançar no histórico</translation>
    </message>
    <message>
        <source>&amp;Type a deal number</source>
        <translation>&amp;Digitar um número de partida</translation>
    </message>
    <message>
        <source>Random deal by &amp;difficulty</source>
        <translation>Partida aleatória por di&amp;ficuldade</translation>
    </message>
    <message>
        <source>A random deal with a solution, easy, medium, hard or very hard</source>
        <translation>Uma partida aleatória com solução: fácil, média, difícil ou muito difícil</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>Abrir na &amp;web</translation>
    </message>
    <message>
        <source>&amp;Gallery</source>
        <translation>&amp;Galeria</translation>
    </message>
    <message>
        <source>Thumbnails of many deals at once; again: back to the board</source>
        <translation>Miniaturas de muitas partidas de uma vez; de novo: volta ao tabuleiro</translation>
    </message>
    <message>
        <source>Go to s&amp;tart</source>
        <translation>Ir para o &amp;início</translation>
    </message>
    <message>
        <source>&amp;Random deal</source>
        <translation>Pa&amp;rtida aleatória</translation>
    </message>
    <message>
        <source>A random deal (Shift+Ctrl+R: any)</source>
        <translation>Uma partida aleatória (Shift+Ctrl+R: qualquer uma)</translation>
    </message>
    <message>
        <source>Random deal, &amp;whole range</source>
        <translation>Partida aleatória, &amp;todo o intervalo</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Cancel solving</source>
        <translation>&amp;Cancelar resolução</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;produzir</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Passo &amp;atrás</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Passo à &amp;frente</translation>
    </message>
    <message>
        <source>Go to &amp;end</source>
        <translation>Ir para o fi&amp;m</translation>
    </message>
    <message>
        <source>Show deal as &amp;text</source>
        <translation>Mostrar partida como &amp;texto</translation>
    </message>
    <message>
        <source>Show &amp;solution panel</source>
        <translation>Mostrar painel de &amp;solução</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>&amp;Sobre o freecell-gui</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baralho</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>Movimento &amp;automático</translation>
    </message>
    <message>
        <source>&amp;Safe: the automatic moves home</source>
        <translation>&amp;Seguro: movimentos automáticos para as células de destino</translation>
    </message>
    <message>
        <source>&amp;Max: every card that can go home</source>
        <translation>&amp;Máximo: toda carta que pode ir para as células de destino</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Desligado</translation>
    </message>
    <message>
        <source>Celebrate &amp;won games</source>
        <translation>Comemorar &amp;vitórias</translation>
    </message>
    <message>
        <source>A won game: the cards bounce off the board, with the time and moves</source>
        <translation>Ao vencer uma partida: as cartas saltam do tabuleiro, com o tempo e os movimentos</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Your games played by hand: wins, streaks and each deal&apos;s best</source>
        <translation>Suas partidas jogadas à mão: vitórias, sequências e o seu melhor em cada partida</translation>
    </message>
    <message>
        <source>S&amp;ingle-card steps</source>
        <translation>Passos de &amp;uma carta</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Média</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difícil</translation>
    </message>
    <message>
        <source>&amp;Very hard</source>
        <translation>M&amp;uito difícil</translation>
    </message>
    <message>
        <source>Also deals &amp;without a solution</source>
        <translation>Também partidas &amp;sem solução</translation>
    </message>
    <message>
        <source>Deals the solver found no solution for may come too, as very hard ones</source>
        <translation>Partidas para as quais o solucionador não achou solução também podem vir, como muito difíceis</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>No legal move is left: undo, or restart the deal</source>
        <translation>Não resta nenhum movimento válido: desfaça ou recomece a partida</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not one sequence</source>
        <translation>%1 não pode se mover: as cartas sobre ela não formam uma sequência</translation>
    </message>
    <message>
        <source>%1 has nowhere to go</source>
        <translation>%1 não tem para onde ir</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <source>%1 board</source>
        <comment>a board&apos;s name: FreeCell board</comment>
        <translation>Mesa de %1</translation>
    </message>
</context>
<context>
    <name>BuildTexts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln deal(s) stored</source>
        <translation>
            <numerusform>%1 de %Ln partida guardada</numerusform>
            <numerusform>%1 de %Ln partidas guardadas</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>faltam cerca de %1</translation>
    </message>
    <message>
        <source>Starting the solvers…</source>
        <translation>Iniciando os solucionadores…</translation>
    </message>
    <message>
        <source>Every deal of the range is in the catalogue already</source>
        <translation>Todas as partidas da faixa já estão no catálogo</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln deal(s) stored</source>
        <translation>
            <numerusform>Concluído: %Ln partida guardada</numerusform>
            <numerusform>Concluído: %Ln partidas guardadas</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>em %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln deal(s) stored; build again to go on from there</source>
        <translation>
            <numerusform>Cancelado: %Ln partida guardada; monte de novo para continuar daí</numerusform>
            <numerusform>Cancelado: %Ln partidas guardadas; monte de novo para continuar daí</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the deals being solved are dropped…</source>
        <translation>Cancelando: as partidas em resolução são descartadas…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) a second</source>
        <translation>
            <numerusform>%Ln partida por segundo</numerusform>
            <numerusform>%Ln partidas por segundo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Small Joker</source>
        <translation>Curinga pequeno</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>Curinga grande</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Verso da carta</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 is the rank, %2 the suit</comment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>CardRank</name>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Oito</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
</context>
<context>
    <name>CardSuitInName</name>
    <message>
        <source>Clubs</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ouros</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Espadas</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>cannot read the catalogue {path}: {reason}</source>
        <translation>não é possível ler o catálogo {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a deal catalogue (not an SQLite database); it was left unchanged</source>
        <translation>{path} não é um catálogo de partidas (não é um banco de dados SQLite); foi deixado como estava</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a deal catalogue; it was left unchanged</source>
        <translation>{path} é um banco de dados SQLite de outro programa, não um catálogo de partidas; foi deixado como estava</translation>
    </message>
    <message>
        <source>{path} is the catalogue of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} é o catálogo de um freecell-gui mais novo (esquema {version}, este lê {reads}); foi deixado como estava</translation>
    </message>
    <message>
        <source>cannot create the catalogue {path}: {reason}</source>
        <translation>não é possível criar o catálogo {path}: {reason}</translation>
    </message>
    <message>
        <source>there is no catalogue at {path}: build one with `freecell catalogue build A..B`</source>
        <translation>não há catálogo em {path}: monte um com `freecell catalogue build A..B`</translation>
    </message>
    <message>
        <source>cannot open the catalogue {path}: {reason}</source>
        <translation>não é possível abrir o catálogo {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is a damaged catalogue ({reason}); it was left unchanged</source>
        <translation>{path} é um catálogo danificado ({reason}); foi deixado como estava</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>não é possível ler {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot write to the catalogue {path}: {reason}</source>
        <translation>não é possível gravar no catálogo {path}: {reason}</translation>
    </message>
    <message>
        <source>deal {deal}: {field} {value}</source>
        <extracomment>Why a row is damaged: {field} is the column&apos;s name (moves, difficulty …), {value} as it is stored.</extracomment>
        <translation>partida {deal}: {field} {value}</translation>
    </message>
    <message>
        <source>a row of deal {deal}, which is not a deal number</source>
        <translation>uma linha da partida {deal}, que não é um número de partida</translation>
    </message>
    <message>
        <source>cannot use {path} as the catalogue: {reason}; it was left unchanged</source>
        <translation>não é possível usar {path} como catálogo: {reason}; foi deixado como estava</translation>
    </message>
</context>
<context>
    <name>CatalogueBuildDialog</name>
    <message>
        <source>the build failed: %1</source>
        <extracomment>:func:`default_build`&apos;s signature: (path, first, last, progress=, stop=, short=) → BuildResult.</extracomment>
        <translation>a montagem falhou: %1</translation>
    </message>
    <message>
        <source>Build the deal catalogue</source>
        <translation>Montar o catálogo de partidas</translation>
    </message>
    <message>
        <source>Solve a range of deals once, on every core, and keep what is known of each: the status bar then shows a deal&apos;s verdict at once.</source>
        <translation>Resolva uma faixa de partidas uma vez, em todos os núcleos, e guarde o que se sabe de cada uma: a barra de status passa a mostrar o veredicto de uma partida na hora.</translation>
    </message>
    <message>
        <source>&amp;Deals:</source>
        <translation>&amp;Partidas:</translation>
    </message>
    <message>
        <source>Also:</source>
        <translation>Também:</translation>
    </message>
    <message>
        <source>Stored in:</source>
        <translation>Guardado em:</translation>
    </message>
    <message>
        <source>First deal</source>
        <translation>Primeira partida</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>the &amp;short solutions (our search: much slower, up to a second a deal)</source>
        <translation>as soluções c&amp;urtas (nossa busca: bem mais lenta, até um segundo por partida)</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Montar</translation>
    </message>
    <message>
        <source>&amp;Cancel build</source>
        <translation>&amp;Cancelar montagem</translation>
    </message>
</context>
<context>
    <name>CatalogueVerdict</name>
    <message>
        <source>From the deal catalogue %1, made by %2</source>
        <translation>Do catálogo de partidas %1, feito por %2</translation>
    </message>
</context>
<context>
    <name>CompactNotation</name>
    <message>
        <source>{link} holds no solution to read: expected deal=N:moves, such as deal=617:4r46</source>
        <translation>{link} não contém uma solução para ler: era esperado deal=N:movimentos, como deal=617:4r46</translation>
    </message>
    <message>
        <source>not a move in compact notation (1-8 columns, a-d the free cells that hold a card, r the first empty one, h home, as in 4r, 46, a3 or 8h)</source>
        <translation>não é um movimento em notação compacta (1-8 colunas, a-d as células livres que têm carta, r a primeira vazia, h destino, como em 4r, 46, a3 ou 8h)</translation>
    </message>
    <message>
        <source>this solution is for deal {number}, not for the deal it is played on</source>
        <translation>esta solução é da partida {number}, não da partida em que é jogada</translation>
    </message>
    <message>
        <source>every free cell is occupied</source>
        <translation>todas as células livres estão ocupadas</translation>
    </message>
    <message numerus="yes">
        <source>there is no {cell}: %Ln free cell(s) in use (the cells are left-packed)</source>
        <translation>
            <numerusform>não há {cell}: %Ln célula livre em uso (as células ficam juntas à esquerda)</numerusform>
            <numerusform>não há {cell}: %Ln células livres em uso (as células ficam juntas à esquerda)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealNumbers</name>
    <message>
        <source>a number far beyond the range</source>
        <translation>um número muito além do intervalo</translation>
    </message>
    <message>
        <source>{first} … {last}</source>
        <translation>{first} … {last}</translation>
    </message>
    <message>
        <source>{text} is too large for a deal number</source>
        <translation>{text} é grande demais para um número de partida</translation>
    </message>
    <message>
        <source>{text} is too large: expected a whole number in {range}</source>
        <translation>{text} é grande demais: era esperado um número inteiro em {range}</translation>
    </message>
    <message>
        <source>{text} is not a deal number</source>
        <translation>{text} não é um número de partida</translation>
    </message>
    <message>
        <source>{text} is not a deal number: expected a whole number in {range}</source>
        <translation>{text} não é um número de partida: era esperado um número inteiro em {range}</translation>
    </message>
    <message>
        <source>Dou Dizhu deal {number} is out of range: deals are {range}</source>
        <translation>a partida de Dou Dizhu {number} está fora do intervalo: as partidas vão de {range}</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not a bool</source>
        <translation>um número de partida deve ser um número inteiro em {range}, não um booleano</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not {type}</source>
        <translation>um número de partida deve ser um número inteiro em {range}, não {type}</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range} (Windows&apos; special negative deals are not reproduced)</source>
        <translation>a partida {number} está fora do intervalo: as partidas vão de {range} (as partidas negativas especiais do Windows não são reproduzidas)</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range}</source>
        <translation>a partida {number} está fora do intervalo: as partidas vão de {range}</translation>
    </message>
</context>
<context>
    <name>DealRange</name>
    <message>
        <source>Windows 1 … 32,000</source>
        <translation>Windows 1 … 32.000</translation>
    </message>
    <message>
        <source>Microsoft 1 … 1,000,000</source>
        <translation>Microsoft 1 … 1.000.000</translation>
    </message>
    <message>
        <source>FreeCell Pro 1 … 8,589,934,591</source>
        <translation>FreeCell Pro 1 … 8.589.934.591</translation>
    </message>
</context>
<context>
    <name>DealSearch</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Random deal by difficulty</source>
        <translation>Partida aleatória por dificuldade</translation>
    </message>
    <message>
        <source>Looking for a deal: %1</source>
        <translation>Procurando uma partida: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) rated</source>
        <translation>
            <numerusform>%n partida avaliada</numerusform>
            <numerusform>%n partidas avaliadas</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for a deal failed: %1</source>
        <translation>A busca por uma partida falhou: %1</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number</source>
        <translation>Número da partida</translation>
    </message>
    <message>
        <source>Deals are %1 … %2</source>
        <translation>As partidas vão de %1 a %2</translation>
    </message>
    <message>
        <source>Not a deal. %1.</source>
        <comment>%1: Deals are 1 … 32,000</comment>
        <translation>Não é uma partida. %1.</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Four color</source>
        <translation>Quatro cores</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>solvable</source>
        <translation>com solução</translation>
    </message>
    <message>
        <source>no deal of {range} is {band}</source>
        <translation>nenhuma partida de {range} é {band}</translation>
    </message>
    <message numerus="yes">
        <source>no {band} deal of {range} found in {seconds} s (%Ln deal(s) rated)</source>
        <translation>
            <numerusform>nenhuma partida {band} de {range} encontrada em {seconds} s (%Ln partida avaliada)</numerusform>
            <numerusform>nenhuma partida {band} de {range} encontrada em {seconds} s (%Ln partidas avaliadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown difficulty {text}: choose one of {choices}</source>
        <extracomment>Microsoft&apos;s range, where a deal of a band is drawn unless another is asked for. How long a search for a deal of a band goes on at most (seconds), unless another time is asked for.</extracomment>
        <translation>dificuldade desconhecida {text}: escolha uma de {choices}</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>média</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>muito difícil</translation>
    </message>
</context>
<context>
    <name>DifficultyCommands</name>
    <message>
        <source>Deal %1: no solution (the solver tried every position)</source>
        <translation>Partida %1: sem solução (o solucionador tentou todas as posições)</translation>
    </message>
    <message>
        <source>Deal %1: the solver gave up on it</source>
        <translation>Partida %1: o solucionador desistiu dela</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2, difficulty %3 (a solution in %n move(s))</source>
        <translation>
            <numerusform>Partida %1: %2, dificuldade %3 (uma solução em %n movimento)</numerusform>
            <numerusform>Partida %1: %2, dificuldade %3 (uma solução em %n movimentos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DouDizhuBoard</name>
    <message>
        <source>Landlord&apos;s cards</source>
        <translation>Cartas do latifundiário</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jogador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jogador 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Jogador 3</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>{width} × {height} pixels cannot hold the board: it needs at least {least_width} × {least_height}</source>
        <translation>{width} × {height} pixels não comportam a mesa: ela precisa de pelo menos {least_width} × {least_height}</translation>
    </message>
    <message>
        <source>%1 after move %2</source>
        <comment>%1: the deal&apos;s title, %2: the number of the player&apos;s move</comment>
        <translation>%1 após o movimento %2</translation>
    </message>
    <message>
        <source>cannot export {name}: the file name must end in .png or .svg</source>
        <translation>não é possível exportar {name}: o nome do arquivo deve terminar em .png ou .svg</translation>
    </message>
    <message>
        <source>the width must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>a largura deve ser um número inteiro de pixels de {least} a {most}, não {value}</translation>
    </message>
    <message>
        <source>the height must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>a altura deve ser um número inteiro de pixels de {least} a {most}, não {value}</translation>
    </message>
    <message>
        <source>the scale must be a number from {least} to {most}, such as 1, 1.5 or 2, not {value}</source>
        <translation>a escala deve ser um número de {least} a {most}, como 1, 1,5 ou 2, não {value}</translation>
    </message>
    <message>
        <source>{width} × {height} pixels is too large an image: at most {most} pixels</source>
        <translation>{width} × {height} pixels é uma imagem grande demais: no máximo {most} pixels</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>SVG drawing, %1 (vector: the scale does not apply)</source>
        <translation>Desenho SVG, %1 (vetorial: a escala não se aplica)</translation>
    </message>
    <message>
        <source>PNG image, %1 pixels</source>
        <translation>Imagem PNG, %1 pixels</translation>
    </message>
    <message>
        <source>%1 (%2 at %3×)</source>
        <comment>PNG image, … (1,000 × 760 at 2×)</comment>
        <translation>%1 (%2 a %3×)</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Exportar a mesa</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largura</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>&amp;Keep the board&apos;s proportions</source>
        <translation>&amp;Manter as proporções da mesa</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <source>Device pixel ratio: 2 gives a picture twice as sharp for HiDPI screens</source>
        <translation>Proporção de pixels do dispositivo: 2 dá uma imagem duas vezes mais nítida para telas HiDPI</translation>
    </message>
    <message>
        <source>&amp;Caption with the deal number</source>
        <translation>&amp;Legenda com o número da partida</translation>
    </message>
    <message>
        <source>A small caption naming the deal, in a corner free of cards</source>
        <translation>Uma pequena legenda com o nome da partida, num canto sem cartas</translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation>Tamanho da imagem</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Arquivo:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Largura:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Altura:</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Escala:</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>Imagem:</translation>
    </message>
    <message>
        <source>&amp;As shown: %1</source>
        <translation>Como &amp;exibido: %1</translation>
    </message>
    <message>
        <source>The &amp;deal&apos;s start</source>
        <translation>O &amp;início da partida</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagem PNG (*.png);;Desenho SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>FactsTexts</name>
    <message>
        <source>No solution: the solver tried every position</source>
        <translation>Sem solução: o solucionador tentou todas as posições</translation>
    </message>
    <message>
        <source>The solver gave up</source>
        <translation>O solucionador desistiu</translation>
    </message>
    <message>
        <source>solver gave up</source>
        <translation>solucionador desistiu</translation>
    </message>
    <message>
        <source>Badge: the moves of the solution found, coloured by difficulty:</source>
        <translation>Selo: os movimentos da solução encontrada, na cor da dificuldade:</translation>
    </message>
    <message>
        <source>A thumbnail&apos;s badge shows the moves of the solution the catalogue found (with safe autoplay). Its colour is the deal&apos;s difficulty band, from the solver&apos;s effort and the solution&apos;s length, whatever the number of moves: the bands of Go → Random deal by difficulty. A count made by another engine, whose difficulty is on another scale, stays grey. Point at a thumbnail for its facts.</source>
        <translation>O selo de uma miniatura mostra os movimentos da solução que o catálogo encontrou (com movimento automático seguro). Sua cor é a faixa de dificuldade da partida, calculada pelo esforço do solucionador e pelo tamanho da solução, seja qual for o número de movimentos: as faixas de Ir → Partida aleatória por dificuldade. Uma contagem feita por outro mecanismo, cuja dificuldade está em outra escala, fica cinza. Aponte para uma miniatura para ver seus dados.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>Not in the catalogue</source>
        <translation>Fora do catálogo</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (with safe autoplay)</source>
        <translation>
            <numerusform>Resolvida em %n movimento (com movimento automático seguro)</numerusform>
            <numerusform>Resolvida em %n movimentos (com movimento automático seguro)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resolvida</translation>
    </message>
    <message numerus="yes">
        <source>Shortest solution found: %n move(s)</source>
        <translation>
            <numerusform>Solução mais curta encontrada: %n movimento</numerusform>
            <numerusform>Solução mais curta encontrada: %n movimentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty: %1 (%2)</source>
        <translation>Dificuldade: %1 (%2)</translation>
    </message>
    <message>
        <source>Difficulty: %1, on another engine&apos;s scale (no colour)</source>
        <translation>Dificuldade: %1, na escala de outro mecanismo (sem cor)</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Motor: %1</translation>
    </message>
    <message>
        <source>Shortest by: %1</source>
        <translation>Mais curta por: %1</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>não é possível gravar {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} does not exist</source>
        <translation>não é possível gravar {path}: a pasta {folder} não existe</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a folder</source>
        <translation>não é possível gravar {path}: é uma pasta</translation>
    </message>
    <message>
        <source>cannot write {path}: that names a folder, not a file</source>
        <translation>não é possível gravar {path}: isso indica uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>cannot write {path}: permission denied</source>
        <translation>não é possível gravar {path}: permissão negada</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} is not writable</source>
        <translation>não é possível gravar {path}: a pasta {folder} não permite gravação</translation>
    </message>
    <message>
        <source>the file name is empty: name a file</source>
        <translation>o nome do arquivo está vazio: informe um arquivo</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>é {kind}, não um arquivo comum</translation>
    </message>
    <message>
        <source>it is a link to {target}, {kind}, not a regular file</source>
        <translation>é um link para {target}, {kind}, não um arquivo comum</translation>
    </message>
    <message>
        <source>it is a link to {target}, whose folder does not exist</source>
        <translation>é um link para {target}, cuja pasta não existe</translation>
    </message>
    <message>
        <source>it is a link that cannot be followed: {reason}</source>
        <translation>é um link que não pode ser seguido: {reason}</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>uma pasta</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>um dispositivo</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>um FIFO (pipe nomeado)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>um socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>um arquivo especial</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>Paste a layout: eight cascades, one a line, top card first (fc-solve&apos;s format),
the seven rows of the deal, or just the first cards dealt, e.g. the top row:

7D AD 5C 3S 5S 8C 2D AH

Enter searches; Shift+Enter starts a new line.</source>
        <translation>Cole uma disposição: oito colunas, uma por linha, a carta de cima primeiro (formato do fc-solve),
as sete fileiras da partida, ou só as primeiras cartas distribuídas, por exemplo a fileira de cima:

7D AD 5C 3S 5S 8C 2D AH

Enter busca; Shift+Enter começa uma nova linha.</translation>
    </message>
    <message>
        <source>These matches are for an earlier layout: press Enter to search this one.</source>
        <translation>Estes resultados são de uma disposição anterior: pressione Enter para buscar esta.</translation>
    </message>
    <message>
        <source>Find deal by layout</source>
        <translation>Encontrar partida pela disposição</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposição</translation>
    </message>
    <message>
        <source>Matching deals</source>
        <translation>Partidas correspondentes</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>&amp;Cancel search</source>
        <translation>&amp;Cancelar busca</translation>
    </message>
    <message>
        <source>&amp;Show deal</source>
        <translation>&amp;Mostrar partida</translation>
    </message>
    <message>
        <source>Show all in &amp;gallery</source>
        <translation>Mostrar todas na &amp;galeria</translation>
    </message>
    <message>
        <source>Type or paste at least two cards.</source>
        <translation>Digite ou cole pelo menos duas cartas.</translation>
    </message>
    <message>
        <source>one card matches about %1 deals: give at least 2 cards</source>
        <translation>uma carta corresponde a cerca de %1 partidas: informe pelo menos 2 cartas</translation>
    </message>
    <message>
        <source>search failed: %1</source>
        <translation>a busca falhou: %1</translation>
    </message>
</context>
<context>
    <name>FindTexts</name>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln carta</numerusform>
            <numerusform>%Ln cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a whole deal</source>
        <comment>%1: 52 cards</comment>
        <translation>%1 — uma partida inteira</translation>
    </message>
    <message>
        <source>%1 — the top row</source>
        <comment>%1: 8 cards</comment>
        <translation>%1 — a fileira de cima</translation>
    </message>
    <message numerus="yes">
        <source>%1 — the top %n row(s)</source>
        <comment>%1: 16 cards</comment>
        <translation>
            <numerusform>%1 — a %n fileira de cima</numerusform>
            <numerusform>%1 — as %n fileiras de cima</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — the first cards dealt</source>
        <comment>%1: 3 cards</comment>
        <translation>%1 — as primeiras cartas distribuídas</translation>
    </message>
    <message numerus="yes">
        <source> (about %Ln deal(s) will match)</source>
        <translation>
            <numerusform> (cerca de %Ln partida corresponderá)</numerusform>
            <numerusform> (cerca de %Ln partidas corresponderão)</numerusform>
        </translation>
    </message>
    <message>
        <source>no deal matches</source>
        <translation>nenhuma partida corresponde</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) match</source>
        <translation>
            <numerusform>%Ln partida corresponde</numerusform>
            <numerusform>%Ln partidas correspondem</numerusform>
        </translation>
    </message>
    <message>
        <source> (the first %1 are listed: give more cards)</source>
        <translation> (as primeiras %1 estão listadas: informe mais cartas)</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>busca cancelada</translation>
    </message>
    <message numerus="yes">
        <source>search cancelled (%Ln deal(s) found so far)</source>
        <translation>
            <numerusform>busca cancelada (%Ln partida encontrada até agora)</numerusform>
            <numerusform>busca cancelada (%Ln partidas encontradas até agora)</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching all %1 deals…</source>
        <translation>Buscando em todas as %1 partidas…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) found</source>
        <translation>
            <numerusform>%Ln partida encontrada</numerusform>
            <numerusform>%Ln partidas encontradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Finder</name>
    <message>
        <source>no cards: give at least the first card dealt</source>
        <translation>nenhuma carta: informe pelo menos a primeira carta distribuída</translation>
    </message>
    <message>
        <source>{count} cards: a deal has {most}</source>
        <translation>{count} cartas: uma partida tem {most}</translation>
    </message>
    <message>
        <source>the layout holds the same card twice</source>
        <translation>a disposição tem a mesma carta duas vezes</translation>
    </message>
    <message>
        <source>one card matches about {count} deals: give at least 2 cards</source>
        <translation>uma carta corresponde a cerca de {count} partidas: informe pelo menos 2 cartas</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>%1 moves</source>
        <extracomment>A count whose difficulty is on another engine&apos;s scale: no band, no colour.</extracomment>
        <translation>%1 movimentos</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sem solução</translation>
    </message>
    <message>
        <source>Nothing is catalogued yet: Game → Build catalogue… finds each deal&apos;s verdict and moves, to show here and to filter by.</source>
        <translation>Nada catalogado ainda: Jogo → Montar catálogo… encontra o veredito e os movimentos de cada partida, para mostrar aqui e filtrar.</translation>
    </message>
    <message>
        <source>No catalogued deal matches this filter.</source>
        <translation>Nenhuma partida catalogada corresponde a este filtro.</translation>
    </message>
    <message>
        <source>Go to deal %1</source>
        <translation>Ir para a partida %1</translation>
    </message>
    <message>
        <source>The deal catalogue cannot be used: %1</source>
        <translation>O catálogo de partidas não pode ser usado: %1</translation>
    </message>
</context>
<context>
    <name>GalleryFilter</name>
    <message>
        <source>Any verdict</source>
        <translation>Qualquer veredito</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resolvida</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Sem solução</translation>
    </message>
    <message>
        <source>Solver gave up</source>
        <translation>O solucionador desistiu</translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation>&amp;Veredito:</translation>
    </message>
    <message>
        <source>Moves at &amp;least:</source>
        <translation>Movimentos no &amp;mínimo:</translation>
    </message>
    <message>
        <source>at &amp;most:</source>
        <translation>no má&amp;ximo:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>&amp;All deals</source>
        <translation>&amp;Todas as partidas</translation>
    </message>
    <message>
        <source>At least %1 moves is more than at most %2: this filter is not applied</source>
        <translation>No mínimo %1 movimentos é mais que no máximo %2: este filtro não é aplicado</translation>
    </message>
    <message>
        <source>Not yet &amp;won</source>
        <translation>Ainda não ga&amp;nhas</translation>
    </message>
    <message>
        <source>Leave out the deals you have won (your record of games)</source>
        <translation>Deixa de fora as partidas que você já ganhou (seu registro de jogos)</translation>
    </message>
</context>
<context>
    <name>GalleryTexts</name>
    <message numerus="yes">
        <source>%Ln catalogued deal(s) match</source>
        <translation>
            <numerusform>%Ln partida catalogada corresponde</numerusform>
            <numerusform>%Ln partidas catalogadas correspondem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The finder&apos;s matches: %Ln deal(s)</source>
        <translation>
            <numerusform>Resultados da busca: %Ln partida</numerusform>
            <numerusform>Resultados da busca: %Ln partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>No solution exists for this deal</source>
        <translation>Não existe solução para esta partida</translation>
    </message>
    <message>
        <source>Dou Dizhu</source>
        <translation>Dou Dizhu</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <comment>a range of deals</comment>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a game&apos;s title and its range of deals</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Solution on %1</source>
        <translation>Solução em %1</translation>
    </message>
    <message>
        <source>Published solutions cover %1</source>
        <translation>As soluções publicadas cobrem %1</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <comment>%1: a game&apos;s title, %2: the deal&apos;s number</comment>
        <translation>%1, partida %2</translation>
    </message>
</context>
<context>
    <name>HandPlay</name>
    <message>
        <source>The board shows a solution being played back: Undo (Ctrl+Z) returns to your game</source>
        <translation>A mesa mostra uma solução em reprodução: Desfazer (Ctrl+Z) volta ao seu jogo</translation>
    </message>
    <message>
        <source>The game is won already</source>
        <translation>O jogo já foi ganho</translation>
    </message>
    <message>
        <source>%1: playing on from here</source>
        <translation>%1: continuando daqui</translation>
    </message>
    <message>
        <source>No solution from here: our search tried every position</source>
        <translation>Sem solução a partir daqui: nossa busca tentou todas as posições</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>Nossa busca rápida desistiu após %1 posições</translation>
    </message>
    <message>
        <source>The solution stopped: %1</source>
        <translation>A solução parou: %1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Idioma do sistema (%1)</translation>
    </message>
</context>
<context>
    <name>LayoutOffer</name>
    <message numerus="yes">
        <source>The text pasted is a deal&apos;s layout (%n card(s)), not moves.</source>
        <translation>
            <numerusform>O texto colado é a disposição de uma partida (%n carta), não movimentos.</numerusform>
            <numerusform>O texto colado é a disposição de uma partida (%n cartas), não movimentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Find deal by layout can tell which deal it is.</source>
        <translation>Encontrar partida pela disposição diz qual partida é.</translation>
    </message>
    <message>
        <source>&amp;Find its deal</source>
        <translation>&amp;Encontrar a partida</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>{token} is not a card (expected a rank A 2-9 T/10 J Q K and a suit C D H S or ♣♦♥♠)</source>
        <extracomment>Two-character codes in index order: CARD_CODES[0] == &quot;AC&quot;, CARD_CODES[51] == &quot;KS&quot;.</extracomment>
        <translation>{token} não é uma carta (era esperado um valor A 2-9 T/10 J Q K e um naipe C D H S ou ♣♦♥♠)</translation>
    </message>
    <message>
        <source>no cards found: expected a layout such as &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos;</source>
        <translation>nenhuma carta encontrada: era esperada uma disposição como &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos;</translation>
    </message>
    <message>
        <source>row {number}</source>
        <translation>fileira {number}</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>linha {number}</translation>
    </message>
    <message>
        <source>incomplete layout: {count} of the {most} cascades; missing: {long} of 7 cards and {short} of 6 (a deal has four of each). Or give the first cards dealt, such as the top row</source>
        <translation>disposição incompleta: {count} das {most} colunas; faltam {long} de 7 cartas e {short} de 6 (uma partida tem quatro de cada). Ou dê as primeiras cartas distribuídas, como a fileira de cima</translation>
    </message>
    <message>
        <source>not valid JSON: {error}</source>
        <translation>JSON inválido: {error}</translation>
    </message>
    <message>
        <source>JSON layout must be an array of rows (or an object with &quot;rows&quot;)</source>
        <translation>uma disposição em JSON deve ser uma lista de fileiras (ou um objeto com &quot;rows&quot;)</translation>
    </message>
    <message>
        <source>{where}: JSON cards must be strings such as &quot;JD&quot;</source>
        <translation>{where}: as cartas em JSON devem ser strings como &quot;JD&quot;</translation>
    </message>
    <message>
        <source>{where}, token {position}: {token} is not a card</source>
        <translation>{where}, item {position}: {token} não é uma carta</translation>
    </message>
    <message>
        <source>{where}, token {position}: duplicate card {card} (first at {first}, token {first_position})</source>
        <translation>{where}, item {position}: carta repetida {card} (a primeira está em {first}, item {first_position})</translation>
    </message>
    <message>
        <source>{where}: more than {most} cascades</source>
        <translation>{where}: mais de {most} colunas</translation>
    </message>
    <message>
        <source>cascade {number}</source>
        <translation>coluna {number}</translation>
    </message>
    <message>
        <source>{where}: inconsistent cascade lengths: cascade {cascade} has {count} cards, but {total} dealt cards give it {expected}</source>
        <translation>{where}: colunas de tamanhos incoerentes: a coluna {cascade} tem {count} cartas, mas {total} cartas distribuídas lhe dão {expected}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open on %1</source>
        <translation>A&amp;brir em %1</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>Abrir na &amp;web</translation>
    </message>
    <message>
        <source>Copied deal %1 as %2 text</source>
        <translation>Partida %1 copiada como texto (%2)</translation>
    </message>
    <message>
        <source>Exported deal %1 to %2</source>
        <translation>Partida %1 exportada para %2</translation>
    </message>
    <message>
        <source>Could not open a browser for %1</source>
        <translation>Não foi possível abrir um navegador para %1</translation>
    </message>
    <message>
        <source>The deal catalogue is not used: %1</source>
        <translation>O catálogo de partidas não é usado: %1</translation>
    </message>
    <message>
        <source>A damaged row of the deal catalogue is not used: %1</source>
        <translation>Uma linha danificada do catálogo de partidas não é usada: %1</translation>
    </message>
    <message>
        <source>Your games are not recorded: %1</source>
        <translation>Seus jogos não são registrados: %1</translation>
    </message>
</context>
<context>
    <name>MatchList</name>
    <message>
        <source>published solution</source>
        <translation>solução publicada</translation>
    </message>
    <message>
        <source>no solution exists</source>
        <translation>não existe solução</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>não publicada</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Intervalo</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solução</translation>
    </message>
</context>
<context>
    <name>MoveField</name>
    <message>
        <source>Type moves: 8a 57 3h … Enter plays them</source>
        <translation>Digite movimentos: 8a 57 3h … Enter os executa</translation>
    </message>
    <message>
        <source>Moves in standard notation: 1-8 columns, a-d free cells, h home; Enter plays them</source>
        <translation>Movimentos em notação padrão: 1-8 colunas, a-d células livres, h destino; Enter os executa</translation>
    </message>
    <message>
        <source>Moves to play</source>
        <translation>Movimentos a fazer</translation>
    </message>
</context>
<context>
    <name>MoveRules</name>
    <message>
        <source>{reason} (after safe autoplay: a solution that lists every move home needs autoplay none)</source>
        <extracomment>Moves tried in all before an ambiguous solution is given up (each try is one apply).</extracomment>
        <translation>{reason} (após o movimento automático seguro: uma solução que lista todos os movimentos para as células de destino precisa do movimento automático desligado)</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>{card} cannot go on {onto} (it takes {takes})</source>
        <translation>{card} não pode ir sobre {onto} (cartas aceitas: {takes})</translation>
    </message>
    <message>
        <source>{place} is not a place (columns 1-8, free cells a-d, home h)</source>
        <translation>{place} não é um lugar (colunas 1-8, células livres a-d, destino h)</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count}</source>
        <translation>um movimento leva de 1 a {most} cartas, não {count}</translation>
    </message>
    <message>
        <source>the source and the destination are the same</source>
        <translation>a origem e o destino são o mesmo</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>as cartas nunca saem das células de destino</translation>
    </message>
    <message>
        <source>column {column} is empty</source>
        <translation>a coluna {column} está vazia</translation>
    </message>
    <message>
        <source>cards go home one at a time, not {count}</source>
        <translation>as cartas vão para as células de destino uma de cada vez, não {count}</translation>
    </message>
    <message>
        <source>a free cell holds one card, not {count}</source>
        <translation>uma célula livre comporta uma carta, não {count}</translation>
    </message>
    <message>
        <source>free cell {cell} is occupied</source>
        <translation>a célula livre {cell} está ocupada</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>mais nada</translation>
    </message>
    <message>
        <source>{card} cannot go home: the {suit} foundation takes {wanted} next</source>
        <translation>{card} não pode ir para a célula de destino: a célula de destino de {suit} aceita {wanted} a seguir</translation>
    </message>
    <message>
        <source>free cell {cell} is empty</source>
        <translation>a célula livre {cell} está vazia</translation>
    </message>
    <message>
        <source>a card cannot move from one free cell to another</source>
        <translation>uma carta não pode passar de uma célula livre para outra</translation>
    </message>
    <message>
        <source>nothing movable in column {column} fits on {onto} (it takes {takes})</source>
        <translation>nada que se possa mover na coluna {column} cabe sobre {onto} (cartas aceitas: {takes})</translation>
    </message>
    <message>
        <source>the bottom {count} cards of column {column} are not one sequence in alternating colours</source>
        <translation>as {count} últimas cartas da coluna {column} não formam uma sequência de cores alternadas</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>{count} cartas não podem se mover de uma vez: (células livres vazias + 1) × 2^(colunas vazias) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns, not counting the destination) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>{count} cartas não podem se mover de uma vez: (células livres vazias + 1) × 2^(colunas vazias, sem contar o destino) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message numerus="yes">
        <source>column {column} holds only %Ln card(s)</source>
        <translation>
            <numerusform>a coluna {column} tem só %Ln carta</numerusform>
            <numerusform>a coluna {column} tem só %Ln cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>`{token}`: {reason}</source>
        <extracomment>A parsed move whose count the text leaves to the position (see :class:`Move`). Location name → index: columns 0–7, free cells 8–11, home 12.</extracomment>
        <translation>`{token}`: {reason}</translation>
    </message>
    <message>
        <source>move {number} `{token}`: {reason}</source>
        <translation>movimento {number} `{token}`: {reason}</translation>
    </message>
    <message>
        <source>not a move in standard notation (two of 1-8 columns, a-d free cells, h home, as in 8a, 87 or 3h; fc-solve&apos;s 75v3 gives a count)</source>
        <translation>não é um movimento em notação padrão (dois de: 1-8 colunas, a-d células livres, h destino, como em 8a, 87 ou 3h; o 75v3 do fc-solve dá uma quantidade)</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count} (hexadecimal)</source>
        <translation>um movimento leva de 1 a {most} cartas, não {count} (hexadecimal)</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>the text is too long to paste: {count} characters, at most {most} (freecell replay and freecell find read longer files)</source>
        <translation>o texto é longo demais para colar: {count} caracteres, no máximo {most} (freecell replay e freecell find leem arquivos maiores)</translation>
    </message>
    <message numerus="yes">
        <source>this is a deal&apos;s layout (%Ln card(s)), not moves</source>
        <translation>
            <numerusform>isto é a disposição de uma partida (%Ln carta), não movimentos</numerusform>
            <numerusform>isto é a disposição de uma partida (%Ln cartas), não movimentos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Places</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Deal catalogue</source>
        <translation>Catálogo de partidas</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Pasta de dados</translation>
    </message>
</context>
<context>
    <name>PlaybackActions</name>
    <message>
        <source>Copy the moves without those autoplay makes, as freecellgamesolutions.com writes</source>
        <translation>Copiar os movimentos sem os feitos pelo movimento automático, como o freecellgamesolutions.com escreve</translation>
    </message>
    <message>
        <source>Copy every move, foundation moves included, as fc-solve writes</source>
        <translation>Copiar todos os movimentos, inclusive os para as células de destino, como o fc-solve escreve</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pausar (Espaço)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Reproduzir (Espaço)</translation>
    </message>
    <message>
        <source>List each sequence move as the single-card moves it stands for, through the free cells and empty columns</source>
        <translation>Mostra cada movimento de sequência como os movimentos de uma carta que ele representa, pelas células livres e colunas vazias</translation>
    </message>
</context>
<context>
    <name>PlaybackDock</name>
    <message>
        <source>Solution</source>
        <translation>Solução</translation>
    </message>
</context>
<context>
    <name>PlaybackPanel</name>
    <message>
        <source>Solution moves</source>
        <translation>Movimentos da solução</translation>
    </message>
</context>
<context>
    <name>PlaybackSpeed</name>
    <message>
        <source>Slow (1 move/s)</source>
        <extracomment>Offered delays between two moves while playing, in milliseconds, with their menu labels. The labels are marked for lupdate and translated where shown (controls.py).</extracomment>
        <translation>Lenta (1 movimento/s)</translation>
    </message>
    <message>
        <source>Normal (2 moves/s)</source>
        <translation>Normal (2 movimentos/s)</translation>
    </message>
    <message>
        <source>Fast (4 moves/s)</source>
        <translation>Rápida (4 movimentos/s)</translation>
    </message>
    <message>
        <source>Very fast (10 moves/s)</source>
        <translation>Muito rápida (10 movimentos/s)</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>A mais rápida</translation>
    </message>
</context>
<context>
    <name>PlaybackTexts</name>
    <message>
        <source> · autoplay off: the text lists every move</source>
        <translation> · movimento automático desligado: o texto lista todos os movimentos</translation>
    </message>
    <message>
        <source> · autoplay max: every card that may go home goes</source>
        <translation> · movimento automático máximo: toda carta que pode ir para o destino vai</translation>
    </message>
    <message>
        <source> · autoplay safe: the text leaves out the moves home</source>
        <translation> · movimento automático seguro: o texto omite os movimentos para as células de destino</translation>
    </message>
    <message>
        <source>%1 — playback stops before it (%2)</source>
        <comment>%1: why a move is illegal</comment>
        <translation>%1 — a reprodução para antes dele (%2)</translation>
    </message>
    <message>
        <source> · solved</source>
        <translation> · resolvida</translation>
    </message>
    <message>
        <source> · the deal is not solved at the end</source>
        <translation> · a partida não termina resolvida</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Start: deal %1</source>
        <translation>Início: partida %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n move(s)</source>
        <translation>
            <numerusform>%n movimento copiado</numerusform>
            <numerusform>%n movimentos copiados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: made by autoplay after move %2</source>
        <translation>%1: feito pelo movimento automático após o movimento %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n by the solver</source>
        <translation>
            <numerusform>, %n do solucionador</numerusform>
            <numerusform>, %n do solucionador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played by hand and by the solver (%n move(s), in italics): %1</source>
        <translation>
            <numerusform>Jogada à mão e pelo solucionador (%n movimento, em itálico): %1</numerusform>
            <numerusform>Jogada à mão e pelo solucionador (%n movimentos, em itálico): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Made by the solver: Continue from here (Shift+F5)</source>
        <translation>Feito pelo solucionador: Continuar daqui (Shift+F5)</translation>
    </message>
    <message numerus="yes">
        <source>Won in %1: %n move(s) by you</source>
        <translation>
            <numerusform>Vitória em %1: %n movimento seu</numerusform>
            <numerusform>Vitória em %1: %n movimentos seus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %1 with %n move(s)</source>
        <translation>
            <numerusform>Vitória em %1 com %n movimento</numerusform>
            <numerusform>Vitória em %1 com %n movimentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ %n automático)</numerusform>
            <numerusform> (+ %n automáticos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it, a click goes back to one</source>
        <translation>Ctrl+Z desfaz um movimento, Shift+Ctrl+Z o refaz, um clique volta a um movimento</translation>
    </message>
    <message>
        <source>Played by hand: %1</source>
        <translation>Jogada à mão: %1</translation>
    </message>
    <message>
        <source>No deal to play the solution on</source>
        <translation>Nenhuma partida na qual reproduzir a solução</translation>
    </message>
    <message>
        <source>Step %1 of %2 of %3: one card at a time, through the free cells and empty columns</source>
        <translation>Passo %1 de %2 de %3: uma carta por vez, pelas células livres e colunas vazias</translation>
    </message>
    <message>
        <source> · autoplay waits for the last step: max autoplay would send home a card they uncover</source>
        <translation> · o movimento automático espera o último passo: o máximo mandaria para a fundação uma carta que os passos descobrem</translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>foundations: {token} is not a suit and a rank such as H-5 or C-A</source>
        <translation>células de destino: {token} não é um naipe e um valor como H-5 ou C-A</translation>
    </message>
    <message>
        <source>free cells: {count} entries, but there are only {most}</source>
        <translation>células livres: {count} itens, mas há só {most}</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>células livres</translation>
    </message>
    <message>
        <source>{where}: {reason}</source>
        <translation>{where}: {reason}</translation>
    </message>
    <message>
        <source>{cards} appear(s) more than once</source>
        <translation>{cards} aparece(m) mais de uma vez</translation>
    </message>
    <message>
        <source>{cards} also on the foundations</source>
        <translation>{cards} também nas células de destino</translation>
    </message>
    <message>
        <source>more than {most} columns</source>
        <translation>mais de {most} colunas</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>coluna {number}</translation>
    </message>
    <message>
        <source>{count} columns, but a position has {most}</source>
        <translation>{count} colunas, mas uma posição tem {most}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) missing: {cards}</source>
        <translation>
            <numerusform>falta %Ln carta: {cards}</numerusform>
            <numerusform>faltam %Ln cartas: {cards}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>cannot use {path} as the record of your games: {reason}</source>
        <translation>não é possível usar {path} como registro dos seus jogos: {reason}</translation>
    </message>
    <message>
        <source>cannot read the record of your games {path}: {reason}</source>
        <translation>não é possível ler o registro dos seus jogos {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a record of games (not an SQLite database); it was left unchanged</source>
        <translation>{path} não é um registro de jogos (não é um banco de dados SQLite); foi deixado como estava</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a record of games; it was left unchanged</source>
        <translation>{path} é um banco de dados SQLite de outro programa, não um registro de jogos; foi deixado como estava</translation>
    </message>
    <message>
        <source>{path} is the record of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} é o registro de um freecell-gui mais novo (esquema {version}, este lê {reads}); foi deixado como estava</translation>
    </message>
    <message>
        <source>{path} is a damaged record of games ({reason}); it was left unchanged</source>
        <translation>{path} é um registro de jogos danificado ({reason}); foi deixado como estava</translation>
    </message>
    <message>
        <source>cannot create the record of your games {path}: {reason}</source>
        <translation>não é possível criar o registro dos seus jogos {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot open the record of your games {path}: {reason}</source>
        <translation>não é possível abrir o registro dos seus jogos {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot write to the record of your games {path}: {reason}</source>
        <translation>não é possível gravar no registro dos seus jogos {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings will not be remembered: %1 cannot be written</source>
        <translation>As configurações não serão lembradas: não é possível gravar %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Previous / next deal (board)</source>
        <translation>Partida anterior / próxima (mesa)</translation>
    </message>
    <message>
        <source>1000 deals back / on (board)</source>
        <translation>1000 partidas para trás / para a frente (mesa)</translation>
    </message>
    <message>
        <source>Previous / next deal (deal box)</source>
        <translation>Partida anterior / próxima (caixa da partida)</translation>
    </message>
    <message>
        <source>1000 deals back / on (deal box)</source>
        <translation>1000 partidas para trás / para a frente (caixa da partida)</translation>
    </message>
    <message>
        <source>First / last deal (deal box)</source>
        <translation>Primeira / última partida (caixa da partida)</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>Digitar um número de partida</translation>
    </message>
    <message>
        <source>Walk over the piles, choose, cancel (board)</source>
        <translation>Percorrer as pilhas, escolher, cancelar (mesa)</translation>
    </message>
    <message>
        <source>, mouse wheel</source>
        <translation>, roda do mouse</translation>
    </message>
    <message>
        <source>digits, then %1</source>
        <translation>dígitos e depois %1</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Board and deal box</source>
        <translation>Mesa e caixa da partida</translation>
    </message>
    <message>
        <source>Search actions and keys</source>
        <translation>Buscar ações e teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>SolutionExport</name>
    <message>
        <source>Export solution</source>
        <translation>Exportar solução</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Arquivos de texto (*.txt);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>SolutionText</name>
    <message>
        <source>no moves in the text (expected standard notation such as 8a 8b 87 a2 3h)</source>
        <translation>nenhum movimento no texto (era esperada notação padrão como 8a 8b 87 a2 3h)</translation>
    </message>
</context>
<context>
    <name>SolveBar</name>
    <message>
        <source>Solution</source>
        <translation>Solução</translation>
    </message>
    <message>
        <source>Solution menu</source>
        <translation>Menu da solução</translation>
    </message>
</context>
<context>
    <name>SolvingTexts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n movimento</numerusform>
            <numerusform>%n movimentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n by autoplay</source>
        <translation>
            <numerusform> + %n automático</numerusform>
            <numerusform> + %n automáticos</numerusform>
        </translation>
    </message>
    <message>
        <source>max autoplay</source>
        <translation>movimento automático máximo</translation>
    </message>
    <message>
        <source>autoplay off</source>
        <translation>movimento automático desligado</translation>
    </message>
    <message>
        <source>safe autoplay</source>
        <translation>movimento automático seguro</translation>
    </message>
    <message numerus="yes">
        <source>Shortened to %n move(s)</source>
        <translation>
            <numerusform>Encurtada para %n movimento</numerusform>
            <numerusform>Encurtada para %n movimentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable in %n move(s)</source>
        <translation>
            <numerusform>Solucionável em %n movimento</numerusform>
            <numerusform>Solucionável em %n movimentos</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists</source>
        <translation>Não existe solução</translation>
    </message>
    <message>
        <source>The catalogue&apos;s search gave up after %1 positions</source>
        <translation>A busca do catálogo desistiu após %1 posições</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>Nossa busca rápida desistiu após %1 posições</translation>
    </message>
    <message>
        <source>Our search gave up after %1 positions</source>
        <translation>Nossa busca desistiu após %1 posições</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>o catálogo</translation>
    </message>
    <message>
        <source>our search tried every position</source>
        <translation>nossa busca tentou todas as posições</translation>
    </message>
    <message>
        <source>our quick search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>nossa busca rápida, %1</translation>
    </message>
    <message>
        <source>our search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>nossa busca, %1</translation>
    </message>
    <message>
        <source>Click to solve the deal and play the solution</source>
        <translation>Clique para resolver a partida e reproduzir a solução</translation>
    </message>
    <message>
        <source>%1, as freecellgamesolutions.com counts them</source>
        <translation>%1, contados como em freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Click to play it in the solution panel</source>
        <translation>Clique para reproduzi-la no painel da solução</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Resolvendo…</translation>
    </message>
    <message>
        <source>The solver failed</source>
        <translation>O solucionador falhou</translation>
    </message>
    <message numerus="yes">
        <source>Our search&apos;s solution: %n move(s)</source>
        <translation>
            <numerusform>Solução da nossa busca: %n movimento</numerusform>
            <numerusform>Solução da nossa busca: %n movimentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ %n automático)</numerusform>
            <numerusform> (+ %n automáticos)</numerusform>
        </translation>
    </message>
    <message>
        <source>our quick search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>nossa busca rápida, %1, %2 s</translation>
    </message>
    <message>
        <source>our search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>nossa busca, %1, %2 s</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>busca cancelada</translation>
    </message>
    <message>
        <source>Solving cancelled</source>
        <translation>Resolução cancelada</translation>
    </message>
    <message>
        <source>No solution: our search tried every position</source>
        <translation>Sem solução: nossa busca tentou todas as posições</translation>
    </message>
    <message>
        <source>Gave up: our search found no solution in %1 s</source>
        <translation>Desistiu: nossa busca não achou solução em %1 s</translation>
    </message>
    <message>
        <source>Solving the position…</source>
        <translation>Resolvendo a posição…</translation>
    </message>
    <message>
        <source>Solving deal %1…</source>
        <translation>Resolvendo a partida %1…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>O solucionador falhou: %1</translation>
    </message>
    <message numerus="yes">
        <source>a shorter one (%n move(s)) is ready: go to the start to see it</source>
        <translation>
            <numerusform>uma mais curta (%n movimento) está pronta: vá para o início para vê-la</numerusform>
            <numerusform>uma mais curta (%n movimentos) está pronta: vá para o início para vê-la</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solver…</source>
        <translation>Preparando o resolvedor…</translation>
    </message>
    <message>
        <source>looking for a shorter one…</source>
        <translation>procurando uma mais curta…</translation>
    </message>
    <message>
        <source>shown with %1 until our search finds one with %2…</source>
        <translation>mostrada com %1 até nossa busca achar uma com %2…</translation>
    </message>
    <message>
        <source>the shortest our search found</source>
        <translation>a mais curta que nossa busca achou</translation>
    </message>
    <message>
        <source>our search found none shorter</source>
        <translation>nossa busca não achou nenhuma mais curta</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Your games are recorded in %1</source>
        <translation>Seus jogos são registrados em %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhas</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Menos movimentos</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Mais rápida</translation>
    </message>
    <message>
        <source>Fewest known</source>
        <translation>Menos conhecido</translation>
    </message>
    <message>
        <source>counted as freecellgamesolutions.com counts: autoplay&apos;s moves home apart</source>
        <translation>contados como o freecellgamesolutions.com conta: sem os movimentos automáticos para as fundações</translation>
    </message>
    <message>
        <source>The fewest moves known to solve the deal, from the deal catalogue (Game → Build catalogue…), %1</source>
        <translation>O menor número de movimentos conhecido para resolver a partida, do catálogo de partidas (Jogo → Montar catálogo…), %1</translation>
    </message>
    <message>
        <source>Games begun on this deal</source>
        <translation>Jogos começados nesta partida</translation>
    </message>
    <message>
        <source>Games won without the solver&apos;s moves</source>
        <translation>Jogos ganhos sem movimentos do resolvedor</translation>
    </message>
    <message>
        <source>Your fewest moves in a win, %1</source>
        <translation>Seu menor número de movimentos numa vitória, %1</translation>
    </message>
    <message>
        <source>Your fastest win</source>
        <translation>Sua vitória mais rápida</translation>
    </message>
    <message>
        <source>%1 (%2 under way)</source>
        <translation>%1 (%2 em andamento)</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Jogos jogados:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganhos:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Taxa de vitórias:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Sequência atual:</translation>
    </message>
    <message>
        <source>Longest streak:</source>
        <translation>Maior sequência:</translation>
    </message>
    <message>
        <source>Finished by the solver:</source>
        <translation>Terminados pelo resolvedor:</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>%1, by %2</source>
        <comment>moves, by a solver</comment>
        <translation>%1, por %2</translation>
    </message>
</context>
<context>
    <name>TextPane</name>
    <message>
        <source>Rows with suit symbols</source>
        <translation>Fileiras com símbolos de naipe</translation>
    </message>
    <message>
        <source>Rows with suit letters</source>
        <translation>Fileiras com letras de naipe</translation>
    </message>
    <message>
        <source>Columns, one cascade a line</source>
        <translation>Colunas, uma por linha</translation>
    </message>
    <message>
        <source>Hands with suit symbols</source>
        <translation>Mãos com símbolos de naipe</translation>
    </message>
    <message>
        <source>Position, as fc-solve writes it</source>
        <translation>Posição, como o fc-solve a escreve</translation>
    </message>
    <message>
        <source>Deal as text</source>
        <translation>Partida como texto</translation>
    </message>
    <message>
        <source>Text format of the pane and of Copy</source>
        <translation>Formato do texto do painel e de Copiar</translation>
    </message>
    <message>
        <source>Text format</source>
        <translation>Formato do texto</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>Playback speed</source>
        <translation>Velocidade de reprodução</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
</context>
<context>
    <name>WinnableTexts</name>
    <message>
        <source>Still winnable? The solver failed</source>
        <translation>Ainda dá para vencer? O solucionador falhou</translation>
    </message>
    <message>
        <source>Still winnable? Judging…</source>
        <translation>Ainda dá para vencer? Avaliando…</translation>
    </message>
    <message numerus="yes">
        <source>Winnable: %n move(s) from here</source>
        <translation>
            <numerusform>Dá para vencer: %n movimento daqui</numerusform>
            <numerusform>Dá para vencer: %n movimentos daqui</numerusform>
        </translation>
    </message>
    <message>
        <source>Still winnable? Not known: our quick search gave up after %1 positions</source>
        <translation>Ainda dá para vencer? Não se sabe: nossa busca rápida desistiu após %1 posições</translation>
    </message>
    <message>
        <source>Not winnable: this deal has no solution</source>
        <translation>Não dá para vencer: esta partida não tem solução</translation>
    </message>
    <message>
        <source>No longer winnable: move %1 (%2) lost it</source>
        <translation>Não dá mais para vencer: o movimento %1 (%2) a perdeu</translation>
    </message>
    <message>
        <source>No longer winnable · looking for the move that lost it…</source>
        <translation>Não dá mais para vencer · procurando o movimento que a perdeu…</translation>
    </message>
    <message>
        <source>No longer winnable: it could be won from the deal&apos;s start</source>
        <translation>Não dá mais para vencer: dava para vencer desde o início da partida</translation>
    </message>
    <message>
        <source>No longer winnable: it could still be won after move %1</source>
        <translation>Não dá mais para vencer: ainda dava para vencer após o movimento %1</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Não dá mais para vencer</translation>
    </message>
    <message>
        <source>our quick search</source>
        <translation>nossa busca rápida</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>o catálogo</translation>
    </message>
    <message>
        <source>our search</source>
        <translation>nossa busca</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Voltar lá</translation>
    </message>
    <message>
        <source>Go back there: undo to the last position from which the game could be won</source>
        <translation>Voltar lá: desfaz até a última posição da qual a partida ainda podia ser vencida</translation>
    </message>
    <message>
        <source>Whether this game can still be won, judged by our search after each move</source>
        <translation>Se esta partida ainda pode ser vencida, avaliado pela nossa busca após cada movimento</translation>
    </message>
    <message>
        <source>the next move of the shortest solution known</source>
        <translation>o próximo movimento da solução mais curta conhecida</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: the solver failed</source>
        <translation>o movimento da regra prática: o solucionador falhou</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move, while the solver looks for one</source>
        <translation>o movimento da regra prática, enquanto o solucionador procura um</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: no solution from here</source>
        <translation>o movimento da regra prática: não há solução a partir daqui</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: our search found no solution</source>
        <translation>o movimento da regra prática: nossa busca não encontrou solução</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move</source>
        <translation>o movimento da regra prática</translation>
    </message>
</context>
<context>
    <name>WonMoment</name>
    <message>
        <source>Well played!</source>
        <translation>Muito bem!</translation>
    </message>
    <message>
        <source>A click or any key goes on</source>
        <translation>Um clique ou qualquer tecla continua</translation>
    </message>
</context>
</TS>
