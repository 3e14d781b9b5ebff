<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <source>A desktop viewer of %1.</source>
        <translation>%1のディールを表示するデスクトップ ビューアーです。</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the games&apos; deals</comment>
        <translation>と</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <comment>%1: a game&apos;s title</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Links:</source>
        <translation>リンク:</translation>
    </message>
    <message>
        <source>Licence: %1.</source>
        <translation>ライセンス: %1。</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>%1 について</translation>
    </message>
    <message>
        <source>&lt;p&gt;Microsoft FreeCell deals by number, {first} … {last}. Deal N seeds Microsoft&apos;s generator, state ← 214013·state + 2531011, and each draw from it picks one of the cards left (draw mod cards left), which is dealt while the last card takes its place. Dealt card k goes to cascade k mod 8, its first card being the top of the cascade. Deals from 2&lt;sup&gt;31&lt;/sup&gt; on use FreeCell Pro&apos;s conventions: the draw gains bit 15 up to 2&lt;sup&gt;32&lt;/sup&gt;−1, and from 2&lt;sup&gt;32&lt;/sup&gt; the generator runs on 32 bits from N − 2&lt;sup&gt;32&lt;/sup&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Microsoft フリーセルのディールを番号で表示します ({first} … {last})。ディール N を Microsoft の乱数生成器の種とし (状態 ← 214013·状態 + 2531011)、生成した値ごとに残りのカードから 1 枚を選んで (値 mod 残り枚数) 配り、その位置には最後のカードを移します。k 番目に配られたカードは k mod 8 の列に置かれ、各列の最初のカードが列のいちばん上になります。2&lt;sup&gt;31&lt;/sup&gt; 以降のディールは FreeCell Pro の規約に従います: 2&lt;sup&gt;32&lt;/sup&gt;−1 までは値にビット 15 を加え、2&lt;sup&gt;32&lt;/sup&gt; からは N − 2&lt;sup&gt;32&lt;/sup&gt; を種として生成器を 32 ビットで動かします。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dou Dizhu deals by number, {first} … {last}: 54 cards shuffled without bias by SplitMix64, three hands of 17 and the landlord&apos;s three cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;闘地主のディールを番号で表示します ({first} … {last}): SplitMix64 で偏りなく切った 54 枚のカードを、17 枚ずつ 3 人の手札と地主の 3 枚に分けます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>解法(&amp;S)</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the board as PNG or SVG</source>
        <translation>盤面を PNG または SVG でエクスポート</translation>
    </message>
    <message>
        <source>E&amp;xport solution as text…</source>
        <translation>解法をテキストでエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy deal as text</source>
        <translation>ディールをテキストでコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Find deal by layout…</source>
        <translation>配置からディールを検索(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Paste solution</source>
        <translation>解法を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Copy solution (&amp;short form)</source>
        <translation>解法をコピー (短縮形)(&amp;S)</translation>
    </message>
    <message>
        <source>Copy solution, &amp;every move</source>
        <translation>解法をコピー (全手順)(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;start the deal</source>
        <translation>ディールをやり直す(&amp;S)</translation>
    </message>
    <message>
        <source>Show the next &amp;move</source>
        <translation>次の手を表示(&amp;M)</translation>
    </message>
    <message>
        <source>Hint: highlight the next move of the shortest solution known (H)</source>
        <translation>ヒント: 知られている最短の解の次の手を強調表示 (H)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>ここから続ける(&amp;C)</translation>
    </message>
    <message>
        <source>Solve the position on the board and play on from it</source>
        <translation>盤面の局面を解いて、そこから続けます</translation>
    </message>
    <message>
        <source>Still winnable? &amp;Judge each move</source>
        <translation>まだ勝てる? 一手ごとに判定(&amp;J)</translation>
    </message>
    <message>
        <source>After each move, say whether the game can still be won, and which move lost it</source>
        <translation>一手ごとに、まだ勝てるかどうかと、どの手で勝てなくなったかを表示します</translation>
    </message>
    <message>
        <source>&amp;Go back to where it could be won</source>
        <translation>勝てた局面に戻る(&amp;G)</translation>
    </message>
    <message>
        <source>Undo to the last position from which the game could be won</source>
        <translation>勝てた最後の局面まで元に戻します</translation>
    </message>
    <message>
        <source>&amp;Build catalogue…</source>
        <translation>カタログを作成(&amp;B)…</translation>
    </message>
    <message>
        <source>Solve a range of deals in the background and keep their verdicts</source>
        <translation>ディールの範囲をバックグラウンドで解き、その判定を保存します</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>前へ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Back in history</source>
        <translation>履歴を戻る</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <source>Forward in history</source>
        <translation>履歴を進む</translation>
    </message>
    <message>
        <source>&amp;Type a deal number</source>
        <translation>ディール番号を入力(&amp;T)</translation>
    </message>
    <message>
        <source>Random deal by &amp;difficulty</source>
        <translation>難易度を選んでランダムなディール(&amp;D)</translation>
    </message>
    <message>
        <source>A random deal with a solution, easy, medium, hard or very hard</source>
        <translation>解のあるランダムなディール: 易しい、普通、難しい、とても難しい</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>Web で開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Gallery</source>
        <translation>ギャラリー(&amp;G)</translation>
    </message>
    <message>
        <source>Thumbnails of many deals at once; again: back to the board</source>
        <translation>多くのディールを一度にサムネイルで表示。もう一度で盤面に戻ります</translation>
    </message>
    <message>
        <source>Go to s&amp;tart</source>
        <translation>最初へ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Random deal</source>
        <translation>ランダムなディール(&amp;R)</translation>
    </message>
    <message>
        <source>A random deal (Shift+Ctrl+R: any)</source>
        <translation>ランダムなディール (Shift+Ctrl+R: 全範囲から)</translation>
    </message>
    <message>
        <source>Random deal, &amp;whole range</source>
        <translation>ランダムなディール (全範囲)(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>解く(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel solving</source>
        <translation>解くのを中止(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>1 手戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>1 手進む(&amp;F)</translation>
    </message>
    <message>
        <source>Go to &amp;end</source>
        <translation>最後へ(&amp;E)</translation>
    </message>
    <message>
        <source>Show deal as &amp;text</source>
        <translation>ディールをテキストで表示(&amp;T)</translation>
    </message>
    <message>
        <source>Show &amp;solution panel</source>
        <translation>解法パネルを表示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボード ショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>freecell-gui について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>デッキ(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>自動移動(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Safe: the automatic moves home</source>
        <translation>安全(&amp;S): 組札への自動移動</translation>
    </message>
    <message>
        <source>&amp;Max: every card that can go home</source>
        <translation>最大(&amp;M): 組札に置けるカードはすべて移動</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>オフ(&amp;O)</translation>
    </message>
    <message>
        <source>Celebrate &amp;won games</source>
        <translation>勝利を祝う(&amp;W)</translation>
    </message>
    <message>
        <source>A won game: the cards bounce off the board, with the time and moves</source>
        <translation>勝ったとき: カードが盤面から跳ね出し、時間と手数を表示します</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>Your games played by hand: wins, streaks and each deal&apos;s best</source>
        <translation>手でプレイした対局: 勝利数、連勝、ディールごとの最高記録</translation>
    </message>
    <message>
        <source>S&amp;ingle-card steps</source>
        <translation>1 枚ずつの手順(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>易しい(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>普通(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>難しい(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Very hard</source>
        <translation>とても難しい(&amp;V)</translation>
    </message>
    <message>
        <source>Also deals &amp;without a solution</source>
        <translation>解のないディールも含める(&amp;W)</translation>
    </message>
    <message>
        <source>Deals the solver found no solution for may come too, as very hard ones</source>
        <translation>ソルバーが解を見つけられなかったディールも「とても難しい」として選ばれます</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>No legal move is left: undo, or restart the deal</source>
        <translation>有効な手が残っていません。元に戻すか、ディールをやり直してください</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not one sequence</source>
        <translation>%1 は動かせません: 上のカードが一続きの列になっていません</translation>
    </message>
    <message>
        <source>%1 has nowhere to go</source>
        <translation>%1 の移動先がありません</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <source>%1 board</source>
        <comment>a board&apos;s name: FreeCell board</comment>
        <translation>%1 の盤面</translation>
    </message>
</context>
<context>
    <name>BuildTexts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln deal(s) stored</source>
        <translation>
            <numerusform>%Ln 件中 %1 件のディールを保存</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>残り約 %1</translation>
    </message>
    <message>
        <source>Starting the solvers…</source>
        <translation>ソルバーを起動しています…</translation>
    </message>
    <message>
        <source>Every deal of the range is in the catalogue already</source>
        <translation>範囲内のディールはすべてカタログにあります</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln deal(s) stored</source>
        <translation>
            <numerusform>完了: %Ln 件のディールを保存</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>(所要 %1)</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln deal(s) stored; build again to go on from there</source>
        <translation>
            <numerusform>中止しました: %Ln 件のディールを保存済み。もう一度作成するとそこから続けます</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the deals being solved are dropped…</source>
        <translation>中止しています: 解いている途中のディールは破棄されます…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) a second</source>
        <translation>
            <numerusform>毎秒 %Ln 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Small Joker</source>
        <translation>ジョーカー（小）</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>ジョーカー（大）</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>カードの裏面</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 is the rank, %2 the suit</comment>
        <translation>%2の%1</translation>
    </message>
</context>
<context>
    <name>CardRank</name>
    <message>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>King</source>
        <translation>キング</translation>
    </message>
</context>
<context>
    <name>CardSuitInName</name>
    <message>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>cannot read the catalogue {path}: {reason}</source>
        <translation>カタログ {path} を読み込めません: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a deal catalogue (not an SQLite database); it was left unchanged</source>
        <translation>{path} はディールのカタログではありません (SQLite データベースではありません)。変更していません</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a deal catalogue; it was left unchanged</source>
        <translation>{path} は別のプログラムの SQLite データベースで、ディールのカタログではありません。変更していません</translation>
    </message>
    <message>
        <source>{path} is the catalogue of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} は新しい freecell-gui のカタログです (スキーマ {version}、このバージョンが読めるのは {reads})。変更していません</translation>
    </message>
    <message>
        <source>cannot create the catalogue {path}: {reason}</source>
        <translation>カタログ {path} を作成できません: {reason}</translation>
    </message>
    <message>
        <source>there is no catalogue at {path}: build one with `freecell catalogue build A..B`</source>
        <translation>{path} にカタログがありません: `freecell catalogue build A..B` で作成してください</translation>
    </message>
    <message>
        <source>cannot open the catalogue {path}: {reason}</source>
        <translation>カタログ {path} を開けません: {reason}</translation>
    </message>
    <message>
        <source>{path} is a damaged catalogue ({reason}); it was left unchanged</source>
        <translation>{path} は破損したカタログです ({reason})。変更していません</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} を読み込めません: {reason}</translation>
    </message>
    <message>
        <source>cannot write to the catalogue {path}: {reason}</source>
        <translation>カタログ {path} に書き込めません: {reason}</translation>
    </message>
    <message>
        <source>deal {deal}: {field} {value}</source>
        <extracomment>Why a row is damaged: {field} is the column&apos;s name (moves, difficulty …), {value} as it is stored.</extracomment>
        <translation>ディール {deal}: {field} {value}</translation>
    </message>
    <message>
        <source>a row of deal {deal}, which is not a deal number</source>
        <translation>ディール番号ではない {deal} の行</translation>
    </message>
    <message>
        <source>cannot use {path} as the catalogue: {reason}; it was left unchanged</source>
        <translation>{path} をカタログとして使えません: {reason}。変更していません</translation>
    </message>
</context>
<context>
    <name>CatalogueBuildDialog</name>
    <message>
        <source>the build failed: %1</source>
        <extracomment>:func:`default_build`&apos;s signature: (path, first, last, progress=, stop=, short=) → BuildResult.</extracomment>
        <translation>作成に失敗しました: %1</translation>
    </message>
    <message>
        <source>Build the deal catalogue</source>
        <translation>ディールのカタログを作成</translation>
    </message>
    <message>
        <source>Solve a range of deals once, on every core, and keep what is known of each: the status bar then shows a deal&apos;s verdict at once.</source>
        <translation>ディールの範囲をすべてのコアで一度だけ解き、各ディールについて分かったことを保存します。以後、ステータスバーにディールの判定がすぐに表示されます。</translation>
    </message>
    <message>
        <source>&amp;Deals:</source>
        <translation>ディール(&amp;D):</translation>
    </message>
    <message>
        <source>Also:</source>
        <translation>追加:</translation>
    </message>
    <message>
        <source>Stored in:</source>
        <translation>保存先:</translation>
    </message>
    <message>
        <source>First deal</source>
        <translation>最初のディール</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>最後のディール</translation>
    </message>
    <message>
        <source>the &amp;short solutions (our search: much slower, up to a second a deal)</source>
        <translation>短い解法(&amp;S) (本プログラムの探索: かなり遅く、1 ディールに最大 1 秒)</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>作成(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Cancel build</source>
        <translation>作成を中止(&amp;C)</translation>
    </message>
</context>
<context>
    <name>CatalogueVerdict</name>
    <message>
        <source>From the deal catalogue %1, made by %2</source>
        <translation>ディールのカタログ %1 より (作成: %2)</translation>
    </message>
</context>
<context>
    <name>CompactNotation</name>
    <message>
        <source>{link} holds no solution to read: expected deal=N:moves, such as deal=617:4r46</source>
        <translation>{link} には読み込める解法がありません: deal=N:手 の形 (例: deal=617:4r46) が必要です</translation>
    </message>
    <message>
        <source>not a move in compact notation (1-8 columns, a-d the free cells that hold a card, r the first empty one, h home, as in 4r, 46, a3 or 8h)</source>
        <translation>コンパクト表記の手ではありません (1-8 の列、a-d はカードのあるフリーセル、r は最初の空きセル、h は組札。例: 4r、46、a3、8h)</translation>
    </message>
    <message>
        <source>this solution is for deal {number}, not for the deal it is played on</source>
        <translation>この解法はディール {number} のもので、再生しようとしているディールのものではありません</translation>
    </message>
    <message>
        <source>every free cell is occupied</source>
        <translation>フリーセルはすべて使用中です</translation>
    </message>
    <message numerus="yes">
        <source>there is no {cell}: %Ln free cell(s) in use (the cells are left-packed)</source>
        <translation>
            <numerusform>{cell} はありません: 使用中のフリーセルは %Ln 個です (セルは左詰めです)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealNumbers</name>
    <message>
        <source>a number far beyond the range</source>
        <translation>範囲をはるかに超える数</translation>
    </message>
    <message>
        <source>{first} … {last}</source>
        <translation>{first} … {last}</translation>
    </message>
    <message>
        <source>{text} is too large for a deal number</source>
        <translation>{text} はディール番号としては大きすぎます</translation>
    </message>
    <message>
        <source>{text} is too large: expected a whole number in {range}</source>
        <translation>{text} は大きすぎます: {range} の整数を指定してください</translation>
    </message>
    <message>
        <source>{text} is not a deal number</source>
        <translation>{text} はディール番号ではありません</translation>
    </message>
    <message>
        <source>{text} is not a deal number: expected a whole number in {range}</source>
        <translation>{text} はディール番号ではありません: {range} の整数を指定してください</translation>
    </message>
    <message>
        <source>Dou Dizhu deal {number} is out of range: deals are {range}</source>
        <translation>闘地主のディール {number} は範囲外です: ディールは {range} です</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not a bool</source>
        <translation>ディール番号は {range} の整数でなければなりません (真偽値は不可)</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not {type}</source>
        <translation>ディール番号は {range} の整数でなければなりません ({type} は不可)</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range} (Windows&apos; special negative deals are not reproduced)</source>
        <translation>ディール {number} は範囲外です: ディールは {range} です (Windows の特別な負のディールは再現しません)</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range}</source>
        <translation>ディール {number} は範囲外です: ディールは {range} です</translation>
    </message>
</context>
<context>
    <name>DealRange</name>
    <message>
        <source>Windows 1 … 32,000</source>
        <translation>Windows 1 … 32,000</translation>
    </message>
    <message>
        <source>Microsoft 1 … 1,000,000</source>
        <translation>Microsoft 1 … 1,000,000</translation>
    </message>
    <message>
        <source>FreeCell Pro 1 … 8,589,934,591</source>
        <translation>FreeCell Pro 1 … 8,589,934,591</translation>
    </message>
</context>
<context>
    <name>DealSearch</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Random deal by difficulty</source>
        <translation>難易度を選んでランダムなディール</translation>
    </message>
    <message>
        <source>Looking for a deal: %1</source>
        <translation>ディールを探しています: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) rated</source>
        <translation>
            <numerusform>%n 件のディールを評価しました</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for a deal failed: %1</source>
        <translation>ディールの検索に失敗しました: %1</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number</source>
        <translation>ディール番号</translation>
    </message>
    <message>
        <source>Deals are %1 … %2</source>
        <translation>ディールは %1 … %2</translation>
    </message>
    <message>
        <source>Not a deal. %1.</source>
        <comment>%1: Deals are 1 … 32,000</comment>
        <translation>ディールではありません。%1。</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Four color</source>
        <translation>4 色</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>solvable</source>
        <translation>解のある</translation>
    </message>
    <message>
        <source>no deal of {range} is {band}</source>
        <translation>{range} に「{band}」のディールはありません</translation>
    </message>
    <message numerus="yes">
        <source>no {band} deal of {range} found in {seconds} s (%Ln deal(s) rated)</source>
        <translation>
            <numerusform>{seconds} 秒で {range} の「{band}」のディールは見つかりませんでした (%Ln 件を評価)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown difficulty {text}: choose one of {choices}</source>
        <extracomment>Microsoft&apos;s range, where a deal of a band is drawn unless another is asked for. How long a search for a deal of a band goes on at most (seconds), unless another time is asked for.</extracomment>
        <translation>不明な難易度 {text}: {choices} のいずれかを選んでください</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>とても難しい</translation>
    </message>
</context>
<context>
    <name>DifficultyCommands</name>
    <message>
        <source>Deal %1: no solution (the solver tried every position)</source>
        <translation>ディール %1: 解なし (ソルバーがすべての局面を調べました)</translation>
    </message>
    <message>
        <source>Deal %1: the solver gave up on it</source>
        <translation>ディール %1: ソルバーが解くのをあきらめました</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2, difficulty %3 (a solution in %n move(s))</source>
        <translation>
            <numerusform>ディール %1: %2、難易度 %3 (%n 手の解)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DouDizhuBoard</name>
    <message>
        <source>Landlord&apos;s cards</source>
        <translation>地主のカード</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>プレイヤー 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>プレイヤー 3</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>{width} × {height} pixels cannot hold the board: it needs at least {least_width} × {least_height}</source>
        <translation>{width} × {height} ピクセルでは盤面が収まりません: 少なくとも {least_width} × {least_height} 必要です</translation>
    </message>
    <message>
        <source>%1 after move %2</source>
        <comment>%1: the deal&apos;s title, %2: the number of the player&apos;s move</comment>
        <translation>%1、%2 手目の後</translation>
    </message>
    <message>
        <source>cannot export {name}: the file name must end in .png or .svg</source>
        <translation>{name} にエクスポートできません: ファイル名は .png か .svg で終わる必要があります</translation>
    </message>
    <message>
        <source>the width must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>幅は {least} から {most} までの整数 (ピクセル) でなければなりません ({value} は不可)</translation>
    </message>
    <message>
        <source>the height must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>高さは {least} から {most} までの整数 (ピクセル) でなければなりません ({value} は不可)</translation>
    </message>
    <message>
        <source>the scale must be a number from {least} to {most}, such as 1, 1.5 or 2, not {value}</source>
        <translation>倍率は {least} から {most} までの数 (1、1.5、2 など) でなければなりません ({value} は不可)</translation>
    </message>
    <message>
        <source>{width} × {height} pixels is too large an image: at most {most} pixels</source>
        <translation>{width} × {height} ピクセルは画像として大きすぎます (最大 {most} ピクセル)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>SVG drawing, %1 (vector: the scale does not apply)</source>
        <translation>SVG 図形、%1 (ベクター形式のため倍率は無関係)</translation>
    </message>
    <message>
        <source>PNG image, %1 pixels</source>
        <translation>PNG 画像、%1 ピクセル</translation>
    </message>
    <message>
        <source>%1 (%2 at %3×)</source>
        <comment>PNG image, … (1,000 × 760 at 2×)</comment>
        <translation>%1 (%2 を %3 倍)</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>盤面をエクスポート</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>&amp;Keep the board&apos;s proportions</source>
        <translation>盤面の縦横比を保つ(&amp;K)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>倍率</translation>
    </message>
    <message>
        <source>Device pixel ratio: 2 gives a picture twice as sharp for HiDPI screens</source>
        <translation>デバイス ピクセル比: 2 にすると HiDPI 画面向けに 2 倍精細な画像になります</translation>
    </message>
    <message>
        <source>&amp;Caption with the deal number</source>
        <translation>ディール番号のキャプション(&amp;C)</translation>
    </message>
    <message>
        <source>A small caption naming the deal, in a corner free of cards</source>
        <translation>カードのない隅に、ディール名の小さなキャプションを入れます</translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation>画像のサイズ</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>盤面:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>幅:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高さ:</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>倍率:</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>画像:</translation>
    </message>
    <message>
        <source>&amp;As shown: %1</source>
        <translation>表示どおり(&amp;A): %1</translation>
    </message>
    <message>
        <source>The &amp;deal&apos;s start</source>
        <translation>ディールの最初(&amp;D)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg)</translation>
    </message>
</context>
<context>
    <name>FactsTexts</name>
    <message>
        <source>No solution: the solver tried every position</source>
        <translation>解なし: ソルバーがすべての局面を調べました</translation>
    </message>
    <message>
        <source>The solver gave up</source>
        <translation>ソルバーが打ち切りました</translation>
    </message>
    <message>
        <source>solver gave up</source>
        <translation>ソルバー打ち切り</translation>
    </message>
    <message>
        <source>Badge: the moves of the solution found, coloured by difficulty:</source>
        <translation>バッジ: 見つかった解法の手数、色は難易度:</translation>
    </message>
    <message>
        <source>A thumbnail&apos;s badge shows the moves of the solution the catalogue found (with safe autoplay). Its colour is the deal&apos;s difficulty band, from the solver&apos;s effort and the solution&apos;s length, whatever the number of moves: the bands of Go → Random deal by difficulty. A count made by another engine, whose difficulty is on another scale, stays grey. Point at a thumbnail for its facts.</source>
        <translation>サムネイルのバッジは、カタログが見つけた解法の手数 (安全な自動移動あり) です。色はディールの難易度の区分で、ソルバーの探索量と解法の長さから求め、手数には関係しません: 移動 → 難易度を選んでランダムなディール と同じ区分です。別のエンジンが数えた手数は難易度の尺度が異なるため灰色のままです。サムネイルにマウスを置くと詳細が表示されます。</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>ディール %1</translation>
    </message>
    <message>
        <source>Not in the catalogue</source>
        <translation>カタログにありません</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (with safe autoplay)</source>
        <translation>
            <numerusform>%n 手で解けます (安全な自動移動あり)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>解あり</translation>
    </message>
    <message numerus="yes">
        <source>Shortest solution found: %n move(s)</source>
        <translation>
            <numerusform>見つかった最短の解法: %n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty: %1 (%2)</source>
        <translation>難易度: %1 (%2)</translation>
    </message>
    <message>
        <source>Difficulty: %1, on another engine&apos;s scale (no colour)</source>
        <translation>難易度: %1 (別のエンジンの尺度、色なし)</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>エンジン: %1</translation>
    </message>
    <message>
        <source>Shortest by: %1</source>
        <translation>最短の解法: %1</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} に書き込めません: {reason}</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} does not exist</source>
        <translation>{path} に書き込めません: フォルダー {folder} がありません</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a folder</source>
        <translation>{path} に書き込めません: フォルダーです</translation>
    </message>
    <message>
        <source>cannot write {path}: that names a folder, not a file</source>
        <translation>{path} に書き込めません: ファイルではなくフォルダーを指しています</translation>
    </message>
    <message>
        <source>cannot write {path}: permission denied</source>
        <translation>{path} に書き込めません: アクセスが拒否されました</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} is not writable</source>
        <translation>{path} に書き込めません: フォルダー {folder} に書き込み権限がありません</translation>
    </message>
    <message>
        <source>the file name is empty: name a file</source>
        <translation>ファイル名が空です: ファイルを指定してください</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>{kind}であり、通常のファイルではありません</translation>
    </message>
    <message>
        <source>it is a link to {target}, {kind}, not a regular file</source>
        <translation>{target} へのリンクで、その先は{kind}であり、通常のファイルではありません</translation>
    </message>
    <message>
        <source>it is a link to {target}, whose folder does not exist</source>
        <translation>{target} へのリンクですが、そのフォルダーが存在しません</translation>
    </message>
    <message>
        <source>it is a link that cannot be followed: {reason}</source>
        <translation>たどれないリンクです: {reason}</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO (名前付きパイプ)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊ファイル</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>Paste a layout: eight cascades, one a line, top card first (fc-solve&apos;s format),
the seven rows of the deal, or just the first cards dealt, e.g. the top row:

7D AD 5C 3S 5S 8C 2D AH

Enter searches; Shift+Enter starts a new line.</source>
        <translation>配置を貼り付けてください: 8 列を 1 行に 1 列ずつ、上のカードから (fc-solve の形式)、
ディールの 7 段、または最初に配られたカードだけ (例: 最上段):

7D AD 5C 3S 5S 8C 2D AH

Enter で検索、Shift+Enter で改行します。</translation>
    </message>
    <message>
        <source>These matches are for an earlier layout: press Enter to search this one.</source>
        <translation>これらの結果は以前の配置のものです。Enter でこの配置を検索します。</translation>
    </message>
    <message>
        <source>Find deal by layout</source>
        <translation>配置からディールを検索</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Matching deals</source>
        <translation>一致するディール</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>検索(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Cancel search</source>
        <translation>検索を中止(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Show deal</source>
        <translation>ディールを表示(&amp;S)</translation>
    </message>
    <message>
        <source>Show all in &amp;gallery</source>
        <translation>すべてをギャラリーで表示(&amp;G)</translation>
    </message>
    <message>
        <source>Type or paste at least two cards.</source>
        <translation>2 枚以上のカードを入力するか貼り付けてください。</translation>
    </message>
    <message>
        <source>one card matches about %1 deals: give at least 2 cards</source>
        <translation>1 枚では約 %1 件のディールが一致します。2 枚以上指定してください</translation>
    </message>
    <message>
        <source>search failed: %1</source>
        <translation>検索に失敗しました: %1</translation>
    </message>
</context>
<context>
    <name>FindTexts</name>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a whole deal</source>
        <comment>%1: 52 cards</comment>
        <translation>%1 — ディール全体</translation>
    </message>
    <message>
        <source>%1 — the top row</source>
        <comment>%1: 8 cards</comment>
        <translation>%1 — 最上段</translation>
    </message>
    <message numerus="yes">
        <source>%1 — the top %n row(s)</source>
        <comment>%1: 16 cards</comment>
        <translation>
            <numerusform>%1 — 上から %n 段</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — the first cards dealt</source>
        <comment>%1: 3 cards</comment>
        <translation>%1 — 最初に配られたカード</translation>
    </message>
    <message numerus="yes">
        <source> (about %Ln deal(s) will match)</source>
        <translation>
            <numerusform>（約 %Ln 件のディールが一致します）</numerusform>
        </translation>
    </message>
    <message>
        <source>no deal matches</source>
        <translation>一致するディールはありません</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) match</source>
        <translation>
            <numerusform>%Ln 件のディールが一致</numerusform>
        </translation>
    </message>
    <message>
        <source> (the first %1 are listed: give more cards)</source>
        <translation>（最初の %1 件を表示しています。カードを増やしてください）</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>検索を中止しました</translation>
    </message>
    <message numerus="yes">
        <source>search cancelled (%Ln deal(s) found so far)</source>
        <translation>
            <numerusform>検索を中止しました（それまでに %Ln 件見つかりました）</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching all %1 deals…</source>
        <translation>全 %1 ディールを検索中…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) found</source>
        <translation>
            <numerusform>%Ln 件見つかりました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Finder</name>
    <message>
        <source>no cards: give at least the first card dealt</source>
        <translation>カードがありません: 少なくとも最初に配られたカードを指定してください</translation>
    </message>
    <message>
        <source>{count} cards: a deal has {most}</source>
        <translation>{count} 枚: ディールのカードは {most} 枚です</translation>
    </message>
    <message>
        <source>the layout holds the same card twice</source>
        <translation>配置に同じカードが 2 回あります</translation>
    </message>
    <message>
        <source>one card matches about {count} deals: give at least 2 cards</source>
        <translation>1 枚では約 {count} 件のディールが一致します。2 枚以上指定してください</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>%1 moves</source>
        <extracomment>A count whose difficulty is on another engine&apos;s scale: no band, no colour.</extracomment>
        <translation>%1 手</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>Nothing is catalogued yet: Game → Build catalogue… finds each deal&apos;s verdict and moves, to show here and to filter by.</source>
        <translation>まだ何もカタログにありません: ゲーム → カタログを作成… で各ディールの判定と手数を求めると、ここに表示して絞り込めます。</translation>
    </message>
    <message>
        <source>No catalogued deal matches this filter.</source>
        <translation>このフィルターに一致するカタログ済みのディールはありません。</translation>
    </message>
    <message>
        <source>Go to deal %1</source>
        <translation>ディール %1 へ移動</translation>
    </message>
    <message>
        <source>The deal catalogue cannot be used: %1</source>
        <translation>ディールのカタログを使用できません: %1</translation>
    </message>
</context>
<context>
    <name>GalleryFilter</name>
    <message>
        <source>Any verdict</source>
        <translation>すべての判定</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>解あり</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>Solver gave up</source>
        <translation>ソルバーが打ち切り</translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation>判定(&amp;V):</translation>
    </message>
    <message>
        <source>Moves at &amp;least:</source>
        <translation>最少手数(&amp;L):</translation>
    </message>
    <message>
        <source>at &amp;most:</source>
        <translation>最多(&amp;M):</translation>
    </message>
    <message>
        <source>any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>&amp;All deals</source>
        <translation>すべてのディール(&amp;A)</translation>
    </message>
    <message>
        <source>At least %1 moves is more than at most %2: this filter is not applied</source>
        <translation>最少 %1 手が最多 %2 手を超えています: この絞り込みは適用しません</translation>
    </message>
    <message>
        <source>Not yet &amp;won</source>
        <translation>未勝利のみ(&amp;W)</translation>
    </message>
    <message>
        <source>Leave out the deals you have won (your record of games)</source>
        <translation>勝利したディールを除きます (対局記録より)</translation>
    </message>
</context>
<context>
    <name>GalleryTexts</name>
    <message numerus="yes">
        <source>%Ln catalogued deal(s) match</source>
        <translation>
            <numerusform>カタログ済みのディール %Ln 件が一致</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The finder&apos;s matches: %Ln deal(s)</source>
        <translation>
            <numerusform>検索の結果: %Ln 件のディール</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>FreeCell</source>
        <translation>フリーセル</translation>
    </message>
    <message>
        <source>No solution exists for this deal</source>
        <translation>このディールには解がありません</translation>
    </message>
    <message>
        <source>Dou Dizhu</source>
        <translation>闘地主</translation>
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
        <translation>%1 に解法あり</translation>
    </message>
    <message>
        <source>Published solutions cover %1</source>
        <translation>公開されている解法の範囲: %1</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <comment>%1: a game&apos;s title, %2: the deal&apos;s number</comment>
        <translation>%1 ディール %2</translation>
    </message>
</context>
<context>
    <name>HandPlay</name>
    <message>
        <source>The board shows a solution being played back: Undo (Ctrl+Z) returns to your game</source>
        <translation>盤面には再生中の解法が表示されています。元に戻す (Ctrl+Z) で自分のゲームに戻ります</translation>
    </message>
    <message>
        <source>The game is won already</source>
        <translation>このゲームはもう勝っています</translation>
    </message>
    <message>
        <source>%1: playing on from here</source>
        <translation>%1: ここから続けます</translation>
    </message>
    <message>
        <source>No solution from here: our search tried every position</source>
        <translation>ここからは解なし: 本プログラムの探索ですべての局面を調べました</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>本プログラムの高速探索は %1 局面で打ち切りました</translation>
    </message>
    <message>
        <source>The solution stopped: %1</source>
        <translation>解法が止まりました: %1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>システムの言語 (%1)</translation>
    </message>
</context>
<context>
    <name>LayoutOffer</name>
    <message numerus="yes">
        <source>The text pasted is a deal&apos;s layout (%n card(s)), not moves.</source>
        <translation>
            <numerusform>貼り付けたテキストは手ではなく、ディールの配置です (%n 枚)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Find deal by layout can tell which deal it is.</source>
        <translation>「配置からディールを検索」で、どのディールかがわかります。</translation>
    </message>
    <message>
        <source>&amp;Find its deal</source>
        <translation>ディールを検索(&amp;F)</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>{token} is not a card (expected a rank A 2-9 T/10 J Q K and a suit C D H S or ♣♦♥♠)</source>
        <extracomment>Two-character codes in index order: CARD_CODES[0] == &quot;AC&quot;, CARD_CODES[51] == &quot;KS&quot;.</extracomment>
        <translation>{token} はカードではありません (ランク A 2-9 T/10 J Q K とスート C D H S または ♣♦♥♠ で書いてください)</translation>
    </message>
    <message>
        <source>no cards found: expected a layout such as &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos;</source>
        <translation>カードが見つかりません: &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos; のような配置を入力してください</translation>
    </message>
    <message>
        <source>row {number}</source>
        <translation>{number} 段目</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>{number} 行目</translation>
    </message>
    <message>
        <source>incomplete layout: {count} of the {most} cascades; missing: {long} of 7 cards and {short} of 6 (a deal has four of each). Or give the first cards dealt, such as the top row</source>
        <translation>配置が不完全です: {most} 列のうち {count} 列だけです。足りないのは 7 枚の列が {long} 列、6 枚の列が {short} 列です (ディールにはそれぞれ 4 列あります)。または最初に配られたカード (最上段など) を入力してください</translation>
    </message>
    <message>
        <source>not valid JSON: {error}</source>
        <translation>有効な JSON ではありません: {error}</translation>
    </message>
    <message>
        <source>JSON layout must be an array of rows (or an object with &quot;rows&quot;)</source>
        <translation>JSON の配置は段の配列 (または &quot;rows&quot; を持つオブジェクト) でなければなりません</translation>
    </message>
    <message>
        <source>{where}: JSON cards must be strings such as &quot;JD&quot;</source>
        <translation>{where}: JSON のカードは &quot;JD&quot; のような文字列でなければなりません</translation>
    </message>
    <message>
        <source>{where}, token {position}: {token} is not a card</source>
        <translation>{where}、{position} 番目: {token} はカードではありません</translation>
    </message>
    <message>
        <source>{where}, token {position}: duplicate card {card} (first at {first}, token {first_position})</source>
        <translation>{where}、{position} 番目: カード {card} が重複しています (最初は {first}、{first_position} 番目)</translation>
    </message>
    <message>
        <source>{where}: more than {most} cascades</source>
        <translation>{where}: 列が {most} より多くあります</translation>
    </message>
    <message>
        <source>cascade {number}</source>
        <translation>{number} 列目</translation>
    </message>
    <message>
        <source>{where}: inconsistent cascade lengths: cascade {cascade} has {count} cards, but {total} dealt cards give it {expected}</source>
        <translation>{where}: 列の長さが合いません: {cascade} 列目は {count} 枚ですが、{total} 枚を配ると {expected} 枚になるはずです</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open on %1</source>
        <translation>%1 で開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>Web で開く(&amp;O)</translation>
    </message>
    <message>
        <source>Copied deal %1 as %2 text</source>
        <translation>ディール %1 をテキスト (%2) としてコピーしました</translation>
    </message>
    <message>
        <source>Exported deal %1 to %2</source>
        <translation>ディール %1 を %2 にエクスポートしました</translation>
    </message>
    <message>
        <source>Could not open a browser for %1</source>
        <translation>%1 をブラウザーで開けませんでした</translation>
    </message>
    <message>
        <source>The deal catalogue is not used: %1</source>
        <translation>ディールのカタログは使用されません: %1</translation>
    </message>
    <message>
        <source>A damaged row of the deal catalogue is not used: %1</source>
        <translation>ディールのカタログの破損した行は使用しません: %1</translation>
    </message>
    <message>
        <source>Your games are not recorded: %1</source>
        <translation>対局は記録されません: %1</translation>
    </message>
</context>
<context>
    <name>MatchList</name>
    <message>
        <source>published solution</source>
        <translation>解法公開済み</translation>
    </message>
    <message>
        <source>no solution exists</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公開</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
</context>
<context>
    <name>MoveField</name>
    <message>
        <source>Type moves: 8a 57 3h … Enter plays them</source>
        <translation>手を入力: 8a 57 3h … Enter で実行</translation>
    </message>
    <message>
        <source>Moves in standard notation: 1-8 columns, a-d free cells, h home; Enter plays them</source>
        <translation>標準表記の手: 1-8 は列、a-d はフリーセル、h は組札。Enter で実行します</translation>
    </message>
    <message>
        <source>Moves to play</source>
        <translation>実行する手</translation>
    </message>
</context>
<context>
    <name>MoveRules</name>
    <message>
        <source>{reason} (after safe autoplay: a solution that lists every move home needs autoplay none)</source>
        <extracomment>Moves tried in all before an ambiguous solution is given up (each try is one apply).</extracomment>
        <translation>{reason} (安全な自動移動の後: 組札への移動をすべて書いた解法には自動移動オフが必要です)</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} か {second}</translation>
    </message>
    <message>
        <source>{card} cannot go on {onto} (it takes {takes})</source>
        <translation>{card} は {onto} の上に置けません (置けるカード: {takes})</translation>
    </message>
    <message>
        <source>{place} is not a place (columns 1-8, free cells a-d, home h)</source>
        <translation>{place} は場所ではありません (列 1-8、フリーセル a-d、組札 h)</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count}</source>
        <translation>1 手で動かせるのは 1～{most} 枚です ({count} 枚は不可)</translation>
    </message>
    <message>
        <source>the source and the destination are the same</source>
        <translation>移動元と移動先が同じです</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>組札のカードは動かせません</translation>
    </message>
    <message>
        <source>column {column} is empty</source>
        <translation>列 {column} は空です</translation>
    </message>
    <message>
        <source>cards go home one at a time, not {count}</source>
        <translation>組札へは 1 枚ずつ移動します ({count} 枚は不可)</translation>
    </message>
    <message>
        <source>a free cell holds one card, not {count}</source>
        <translation>フリーセルに置けるのは 1 枚です ({count} 枚は不可)</translation>
    </message>
    <message>
        <source>free cell {cell} is occupied</source>
        <translation>フリーセル {cell} は使用中です</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>もうありません</translation>
    </message>
    <message>
        <source>{card} cannot go home: the {suit} foundation takes {wanted} next</source>
        <translation>{card} は組札に移動できません: {suit}の組札に次に置けるのは {wanted}</translation>
    </message>
    <message>
        <source>free cell {cell} is empty</source>
        <translation>フリーセル {cell} は空です</translation>
    </message>
    <message>
        <source>a card cannot move from one free cell to another</source>
        <translation>フリーセルから別のフリーセルへは移動できません</translation>
    </message>
    <message>
        <source>nothing movable in column {column} fits on {onto} (it takes {takes})</source>
        <translation>列 {column} の動かせるカードはどれも {onto} の上に置けません (置けるカード: {takes})</translation>
    </message>
    <message>
        <source>the bottom {count} cards of column {column} are not one sequence in alternating colours</source>
        <translation>列 {column} の下の {count} 枚は色が交互の一続きの列になっていません</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>{count} 枚を一度に動かすことはできません: (空きフリーセル + 1) × 2^(空き列) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns, not counting the destination) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>{count} 枚を一度に動かすことはできません: (空きフリーセル + 1) × 2^(移動先を除く空き列) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message numerus="yes">
        <source>column {column} holds only %Ln card(s)</source>
        <translation>
            <numerusform>列 {column} には %Ln 枚しかありません</numerusform>
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
        <translation>{number} 手目 `{token}`: {reason}</translation>
    </message>
    <message>
        <source>not a move in standard notation (two of 1-8 columns, a-d free cells, h home, as in 8a, 87 or 3h; fc-solve&apos;s 75v3 gives a count)</source>
        <translation>標準表記の手ではありません (1-8 の列、a-d のフリーセル、h の組札から 2 つ。例: 8a、87、3h。fc-solve の 75v3 は枚数付き)</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count} (hexadecimal)</source>
        <translation>1 手で動かせるのは 1～{most} 枚です ({count} (16 進) 枚は不可)</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>the text is too long to paste: {count} characters, at most {most} (freecell replay and freecell find read longer files)</source>
        <translation>貼り付けるには長すぎるテキストです: {count} 文字 (最大 {most} 文字。freecell replay と freecell find はもっと長いファイルも読めます)</translation>
    </message>
    <message numerus="yes">
        <source>this is a deal&apos;s layout (%Ln card(s)), not moves</source>
        <translation>
            <numerusform>これは手ではなく、ディールの配置です (%Ln 枚)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Places</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Deal catalogue</source>
        <translation>ディールのカタログ</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
</context>
<context>
    <name>PlaybackActions</name>
    <message>
        <source>Copy the moves without those autoplay makes, as freecellgamesolutions.com writes</source>
        <translation>自動移動による手を除いて、freecellgamesolutions.com の書式でコピー</translation>
    </message>
    <message>
        <source>Copy every move, foundation moves included, as fc-solve writes</source>
        <translation>組札への移動も含めて全手順を fc-solve の書式でコピー</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>一時停止 (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>再生 (Space)</translation>
    </message>
    <message>
        <source>List each sequence move as the single-card moves it stands for, through the free cells and empty columns</source>
        <translation>連続移動を、フリーセルと空き列を経由する 1 枚ずつの移動として表示します</translation>
    </message>
</context>
<context>
    <name>PlaybackDock</name>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
</context>
<context>
    <name>PlaybackPanel</name>
    <message>
        <source>Solution moves</source>
        <translation>解法の手順</translation>
    </message>
</context>
<context>
    <name>PlaybackSpeed</name>
    <message>
        <source>Slow (1 move/s)</source>
        <extracomment>Offered delays between two moves while playing, in milliseconds, with their menu labels. The labels are marked for lupdate and translated where shown (controls.py).</extracomment>
        <translation>遅い (1 手/秒)</translation>
    </message>
    <message>
        <source>Normal (2 moves/s)</source>
        <translation>普通 (2 手/秒)</translation>
    </message>
    <message>
        <source>Fast (4 moves/s)</source>
        <translation>速い (4 手/秒)</translation>
    </message>
    <message>
        <source>Very fast (10 moves/s)</source>
        <translation>とても速い (10 手/秒)</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最速</translation>
    </message>
</context>
<context>
    <name>PlaybackTexts</name>
    <message>
        <source> · autoplay off: the text lists every move</source>
        <translation> · 自動移動オフ: テキストに全手順があります</translation>
    </message>
    <message>
        <source> · autoplay max: every card that may go home goes</source>
        <translation> · 自動移動 (最大): 組札に移せるカードはすべて移します</translation>
    </message>
    <message>
        <source> · autoplay safe: the text leaves out the moves home</source>
        <translation> · 自動移動 (安全): テキストは組札への移動を省略しています</translation>
    </message>
    <message>
        <source>%1 — playback stops before it (%2)</source>
        <comment>%1: why a move is illegal</comment>
        <translation>%1 — 再生はその手の前で止まります (%2)</translation>
    </message>
    <message>
        <source> · solved</source>
        <translation> · 完成</translation>
    </message>
    <message>
        <source> · the deal is not solved at the end</source>
        <translation> · 最後まで進めてもディールは完成しません</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Start: deal %1</source>
        <translation>開始: ディール %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n move(s)</source>
        <translation>
            <numerusform>%n 手をコピーしました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: made by autoplay after move %2</source>
        <translation>%1: %2 手目の後の自動移動</translation>
    </message>
    <message numerus="yes">
        <source>, %n by the solver</source>
        <translation>
            <numerusform>、ソルバーの手 %n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played by hand and by the solver (%n move(s), in italics): %1</source>
        <translation>
            <numerusform>手動とソルバーでプレイ中 (ソルバーの %n 手は斜体): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Made by the solver: Continue from here (Shift+F5)</source>
        <translation>ソルバーの手: ここから続ける (Shift+F5)</translation>
    </message>
    <message numerus="yes">
        <source>Won in %1: %n move(s) by you</source>
        <translation>
            <numerusform>%1 で勝ちました: あなたの手 %n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %1 with %n move(s)</source>
        <translation>
            <numerusform>%1、%n 手で勝ちました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ 自動移動 %n 手)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it, a click goes back to one</source>
        <translation>Ctrl+Z で 1 手戻し、Shift+Ctrl+Z でやり直し、クリックでその手に戻ります</translation>
    </message>
    <message>
        <source>Played by hand: %1</source>
        <translation>手動でプレイ中: %1</translation>
    </message>
    <message>
        <source>No deal to play the solution on</source>
        <translation>解法を再生するディールがありません</translation>
    </message>
    <message>
        <source>Step %1 of %2 of %3: one card at a time, through the free cells and empty columns</source>
        <translation>%3 の手順 %1/%2: フリーセルと空き列を経由して 1 枚ずつ</translation>
    </message>
    <message>
        <source> · autoplay waits for the last step: max autoplay would send home a card they uncover</source>
        <translation> · 自動移動は最後の手順まで待ちます: 最大の自動移動では、手順で現れたカードが組札に送られてしまうため</translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>foundations: {token} is not a suit and a rank such as H-5 or C-A</source>
        <translation>組札: {token} は H-5 や C-A のようなスートとランクではありません</translation>
    </message>
    <message>
        <source>free cells: {count} entries, but there are only {most}</source>
        <translation>フリーセル: {count} 個ありますが、フリーセルは {most} 個しかありません</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>フリーセル</translation>
    </message>
    <message>
        <source>{where}: {reason}</source>
        <translation>{where}: {reason}</translation>
    </message>
    <message>
        <source>{cards} appear(s) more than once</source>
        <translation>{cards} が複数回出てきます</translation>
    </message>
    <message>
        <source>{cards} also on the foundations</source>
        <translation>{cards} は組札にもあります</translation>
    </message>
    <message>
        <source>more than {most} columns</source>
        <translation>列が {most} より多くあります</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>列 {number}</translation>
    </message>
    <message>
        <source>{count} columns, but a position has {most}</source>
        <translation>{count} 列ありますが、局面の列は {most} 列です</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) missing: {cards}</source>
        <translation>
            <numerusform>%Ln 枚のカードが足りません: {cards}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>cannot use {path} as the record of your games: {reason}</source>
        <translation>{path} を対局記録として使えません: {reason}</translation>
    </message>
    <message>
        <source>cannot read the record of your games {path}: {reason}</source>
        <translation>対局記録 {path} を読めません: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a record of games (not an SQLite database); it was left unchanged</source>
        <translation>{path} は対局記録ではありません (SQLite データベースではありません)。変更していません</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a record of games; it was left unchanged</source>
        <translation>{path} は別のプログラムの SQLite データベースで、対局記録ではありません。変更していません</translation>
    </message>
    <message>
        <source>{path} is the record of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} は新しい freecell-gui の対局記録です (スキーマ {version}、このバージョンが読めるのは {reads})。変更していません</translation>
    </message>
    <message>
        <source>{path} is a damaged record of games ({reason}); it was left unchanged</source>
        <translation>{path} は壊れた対局記録です ({reason})。変更していません</translation>
    </message>
    <message>
        <source>cannot create the record of your games {path}: {reason}</source>
        <translation>対局記録 {path} を作成できません: {reason}</translation>
    </message>
    <message>
        <source>cannot open the record of your games {path}: {reason}</source>
        <translation>対局記録 {path} を開けません: {reason}</translation>
    </message>
    <message>
        <source>cannot write to the record of your games {path}: {reason}</source>
        <translation>対局記録 {path} に書き込めません: {reason}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings will not be remembered: %1 cannot be written</source>
        <translation>設定は保存されません: %1 に書き込めません</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Previous / next deal (board)</source>
        <translation>前 / 次のディール (盤面)</translation>
    </message>
    <message>
        <source>1000 deals back / on (board)</source>
        <translation>1000 ディール戻る / 進む (盤面)</translation>
    </message>
    <message>
        <source>Previous / next deal (deal box)</source>
        <translation>前 / 次のディール (番号欄)</translation>
    </message>
    <message>
        <source>1000 deals back / on (deal box)</source>
        <translation>1000 ディール戻る / 進む (番号欄)</translation>
    </message>
    <message>
        <source>First / last deal (deal box)</source>
        <translation>最初 / 最後のディール (番号欄)</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>ディール番号を入力</translation>
    </message>
    <message>
        <source>Walk over the piles, choose, cancel (board)</source>
        <translation>山を移動、選択、取り消し (盤面)</translation>
    </message>
    <message>
        <source>, mouse wheel</source>
        <translation>、マウス ホイール</translation>
    </message>
    <message>
        <source>digits, then %1</source>
        <translation>数字を入力して %1</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボード ショートカット</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Board and deal box</source>
        <translation>盤面と番号欄</translation>
    </message>
    <message>
        <source>Search actions and keys</source>
        <translation>操作とキーを検索</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>SolutionExport</name>
    <message>
        <source>Export solution</source>
        <translation>解法をエクスポート</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>テキスト ファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>SolutionText</name>
    <message>
        <source>no moves in the text (expected standard notation such as 8a 8b 87 a2 3h)</source>
        <translation>テキストに手がありません (8a 8b 87 a2 3h のような標準表記で書いてください)</translation>
    </message>
</context>
<context>
    <name>SolveBar</name>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>Solution menu</source>
        <translation>解法メニュー</translation>
    </message>
</context>
<context>
    <name>SolvingTexts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n by autoplay</source>
        <translation>
            <numerusform> + 自動移動 %n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>max autoplay</source>
        <translation>自動移動 (最大)</translation>
    </message>
    <message>
        <source>autoplay off</source>
        <translation>自動移動オフ</translation>
    </message>
    <message>
        <source>safe autoplay</source>
        <translation>自動移動 (安全)</translation>
    </message>
    <message numerus="yes">
        <source>Shortened to %n move(s)</source>
        <translation>
            <numerusform>%n 手に短縮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable in %n move(s)</source>
        <translation>
            <numerusform>%n 手で解あり</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>The catalogue&apos;s search gave up after %1 positions</source>
        <translation>カタログの探索は %1 局面で打ち切りました</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>本プログラムの高速探索は %1 局面で打ち切りました</translation>
    </message>
    <message>
        <source>Our search gave up after %1 positions</source>
        <translation>本プログラムの探索は %1 局面で打ち切りました</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <source>our search tried every position</source>
        <translation>本プログラムの探索ですべての局面を調べました</translation>
    </message>
    <message>
        <source>our quick search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本プログラムの高速探索、%1</translation>
    </message>
    <message>
        <source>our search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本プログラムの探索、%1</translation>
    </message>
    <message>
        <source>Click to solve the deal and play the solution</source>
        <translation>クリックするとディールを解いて解法を再生します</translation>
    </message>
    <message>
        <source>%1, as freecellgamesolutions.com counts them</source>
        <translation>%1 (freecellgamesolutions.com の数え方)</translation>
    </message>
    <message>
        <source>Click to play it in the solution panel</source>
        <translation>クリックすると解法パネルで再生します</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>解いています…</translation>
    </message>
    <message>
        <source>The solver failed</source>
        <translation>ソルバーが失敗しました</translation>
    </message>
    <message numerus="yes">
        <source>Our search&apos;s solution: %n move(s)</source>
        <translation>
            <numerusform>本プログラムの探索による解法: %n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ 自動移動 %n 手)</numerusform>
        </translation>
    </message>
    <message>
        <source>our quick search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本プログラムの高速探索、%1、%2 秒</translation>
    </message>
    <message>
        <source>our search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>本プログラムの探索、%1、%2 秒</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>検索を中止しました</translation>
    </message>
    <message>
        <source>Solving cancelled</source>
        <translation>解くのを中止しました</translation>
    </message>
    <message>
        <source>No solution: our search tried every position</source>
        <translation>解なし: 本プログラムの探索ですべての局面を調べました</translation>
    </message>
    <message>
        <source>Gave up: our search found no solution in %1 s</source>
        <translation>打ち切りました: 本プログラムの探索では %1 秒で解法が見つかりませんでした</translation>
    </message>
    <message>
        <source>Solving the position…</source>
        <translation>局面を解いています…</translation>
    </message>
    <message>
        <source>Solving deal %1…</source>
        <translation>ディール %1 を解いています…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>ソルバーが失敗しました: %1</translation>
    </message>
    <message numerus="yes">
        <source>a shorter one (%n move(s)) is ready: go to the start to see it</source>
        <translation>
            <numerusform>もっと短い解法 (%n 手) があります: 最初へ戻ると表示されます</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solver…</source>
        <translation>ソルバーを準備しています…</translation>
    </message>
    <message>
        <source>looking for a shorter one…</source>
        <translation>もっと短い解法を探しています…</translation>
    </message>
    <message>
        <source>shown with %1 until our search finds one with %2…</source>
        <translation>%2 の解法が見つかるまで %1 で表示しています…</translation>
    </message>
    <message>
        <source>the shortest our search found</source>
        <translation>本プログラムの探索で見つかった最短の解法</translation>
    </message>
    <message>
        <source>our search found none shorter</source>
        <translation>本プログラムの探索ではもっと短い解法は見つかりませんでした</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Your games are recorded in %1</source>
        <translation>対局は %1 に記録されています</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少手数</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最速</translation>
    </message>
    <message>
        <source>Fewest known</source>
        <translation>既知の最少手数</translation>
    </message>
    <message>
        <source>counted as freecellgamesolutions.com counts: autoplay&apos;s moves home apart</source>
        <translation>freecellgamesolutions.com と同じ数え方 (自動移動による組札への移動は別)</translation>
    </message>
    <message>
        <source>The fewest moves known to solve the deal, from the deal catalogue (Game → Build catalogue…), %1</source>
        <translation>ディールを解く既知の最少手数。ディールのカタログ (ゲーム → カタログを作成…) より、%1</translation>
    </message>
    <message>
        <source>Games begun on this deal</source>
        <translation>このディールで始めた対局</translation>
    </message>
    <message>
        <source>Games won without the solver&apos;s moves</source>
        <translation>ソルバーの手を使わずに勝った対局</translation>
    </message>
    <message>
        <source>Your fewest moves in a win, %1</source>
        <translation>勝利した対局での最少手数、%1</translation>
    </message>
    <message>
        <source>Your fastest win</source>
        <translation>最速の勝利</translation>
    </message>
    <message>
        <source>%1 (%2 under way)</source>
        <translation>%1 (進行中 %2)</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>対局数:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>勝利:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>勝率:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>現在の連勝:</translation>
    </message>
    <message>
        <source>Longest streak:</source>
        <translation>最長連勝:</translation>
    </message>
    <message>
        <source>Finished by the solver:</source>
        <translation>ソルバーが仕上げた対局:</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1, by %2</source>
        <comment>moves, by a solver</comment>
        <translation>%1 (%2 による)</translation>
    </message>
</context>
<context>
    <name>TextPane</name>
    <message>
        <source>Rows with suit symbols</source>
        <translation>段ごと (スート記号)</translation>
    </message>
    <message>
        <source>Rows with suit letters</source>
        <translation>段ごと (スートの文字)</translation>
    </message>
    <message>
        <source>Columns, one cascade a line</source>
        <translation>列ごと (1 行に 1 列)</translation>
    </message>
    <message>
        <source>Hands with suit symbols</source>
        <translation>手札ごと (スート記号)</translation>
    </message>
    <message>
        <source>Position, as fc-solve writes it</source>
        <translation>局面 (fc-solve の形式)</translation>
    </message>
    <message>
        <source>Deal as text</source>
        <translation>ディールのテキスト</translation>
    </message>
    <message>
        <source>Text format of the pane and of Copy</source>
        <translation>このパネルとコピーのテキスト形式</translation>
    </message>
    <message>
        <source>Text format</source>
        <translation>テキスト形式</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>Playback speed</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
</context>
<context>
    <name>WinnableTexts</name>
    <message>
        <source>Still winnable? The solver failed</source>
        <translation>まだ勝てる? ソルバーが失敗しました</translation>
    </message>
    <message>
        <source>Still winnable? Judging…</source>
        <translation>まだ勝てる? 判定中…</translation>
    </message>
    <message numerus="yes">
        <source>Winnable: %n move(s) from here</source>
        <translation>
            <numerusform>勝てます: ここから %n 手</numerusform>
        </translation>
    </message>
    <message>
        <source>Still winnable? Not known: our quick search gave up after %1 positions</source>
        <translation>まだ勝てる? 不明: 本プログラムの高速探索は %1 局面で打ち切りました</translation>
    </message>
    <message>
        <source>Not winnable: this deal has no solution</source>
        <translation>勝てません: このディールには解がありません</translation>
    </message>
    <message>
        <source>No longer winnable: move %1 (%2) lost it</source>
        <translation>もう勝てません: %1 手目 (%2) で勝てなくなりました</translation>
    </message>
    <message>
        <source>No longer winnable · looking for the move that lost it…</source>
        <translation>もう勝てません · 勝てなくなった手を探しています…</translation>
    </message>
    <message>
        <source>No longer winnable: it could be won from the deal&apos;s start</source>
        <translation>もう勝てません: ディールの最初からなら勝てました</translation>
    </message>
    <message>
        <source>No longer winnable: it could still be won after move %1</source>
        <translation>もう勝てません: %1 手目の後ならまだ勝てました</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>もう勝てません</translation>
    </message>
    <message>
        <source>our quick search</source>
        <translation>本プログラムの高速探索</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <source>our search</source>
        <translation>本プログラムの探索</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>そこに戻る</translation>
    </message>
    <message>
        <source>Go back there: undo to the last position from which the game could be won</source>
        <translation>そこに戻る: 勝てた最後の局面まで元に戻します</translation>
    </message>
    <message>
        <source>Whether this game can still be won, judged by our search after each move</source>
        <translation>このゲームにまだ勝てるかどうか。一手ごとに本プログラムの探索が判定します</translation>
    </message>
    <message>
        <source>the next move of the shortest solution known</source>
        <translation>知られている最短の解の次の手</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: the solver failed</source>
        <translation>経験則による手: ソルバーが失敗しました</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move, while the solver looks for one</source>
        <translation>経験則による手 (ソルバーが探している間)</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: no solution from here</source>
        <translation>経験則による手: ここからは解なし</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: our search found no solution</source>
        <translation>経験則による手: 本プログラムの探索では解が見つかりませんでした</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move</source>
        <translation>経験則による手</translation>
    </message>
</context>
<context>
    <name>WonMoment</name>
    <message>
        <source>Well played!</source>
        <translation>お見事!</translation>
    </message>
    <message>
        <source>A click or any key goes on</source>
        <translation>クリックまたは任意のキーで続行</translation>
    </message>
</context>
</TS>
